import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd 5 renders its static pieces (message, modal, the click wave) with React 18's legacy
 * `render`, which React 19 removed. antd documents two fixes: the `@ant-design/v5-patch-for-react-19`
 * package or `unstableSetRender` with `createRoot` (antd ≥ 5.24, ours is 5.29); we use the latter
 * so no extra package is needed. Imported once, before anything renders.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmounting in the same tick as a render warns in React 19; let the render finish first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
