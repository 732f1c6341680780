import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile renders Toast and Dialog into their own container with the legacy
 * `ReactDOM.render`, which React 19 removed: without this they silently show nothing.
 */
type ContainerWithRoot = Element & { __frRoot?: Root };
let renderInstalled = false;
/** Roots of closed toasts and dialogs still waiting to unmount (tests wait for them, see setup.ts). */
let unmountsPending = 0;

export function imperativeUnmountsPending(): number {
  return unmountsPending;
}

export function installAntdMobileRender(): void {
  if (renderInstalled) return;
  renderInstalled = true;
  unstableSetRender((node, container) => {
    const host = container as ContainerWithRoot;
    host.__frRoot ??= createRoot(host);
    const root = host.__frRoot;
    root.render(node);
    return async () => {
      unmountsPending += 1;
      try {
        // Unmounting inside React's own commit phase warns; let the current work finish first.
        await new Promise((resolve) => setTimeout(resolve, 0));
        root.unmount();
        delete host.__frRoot;
      } finally {
        unmountsPending -= 1;
      }
    };
  });
}
