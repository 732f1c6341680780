import { queryDefaults } from '@fairround/shared/client-kit';
import { QueryClient } from '@tanstack/react-query';
import { subscribeSession } from '../session';

/** Failed queries retry only on network failures (the kit's defaults); answers stay fresh 10 s. */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults({ staleTimeMs: 10_000 }) });

// A new or ended session must never see the previous staff's data.
subscribeSession(() => queryClient.clear());
