import {
  appConfigAdminEndpoints,
  bannersAdminEndpoints as banners,
  type ApiLanguage,
  type BannerDraft,
  type ConsoleBanner,
} from '@fairround/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { auditKeys } from '../../lib/query-keys';

/** Banner and link calls of the console (banners.admin.routes.ts, app-config.admin.routes.ts). */
export type { BannerDraft, ConsoleBanner };

const siteKeys = {
  all: ['site'] as const,
  banners: () => [...siteKeys.all, 'banners'] as const,
  links: () => [...siteKeys.all, 'links'] as const,
};

export function useBanners() {
  return useQuery({
    queryKey: siteKeys.banners(),
    queryFn: ({ signal }) => apiCall(banners.list, {}, { signal }),
    select: (data) => data.list,
  });
}

/** After a change: the banners (or links) and the audit log are read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: siteKeys.all }),
      queryClient.invalidateQueries({ queryKey: auditKeys.all }),
    ]);
}

/** Creates (no id) or updates (id) a banner's link and switch. */
export function useSaveBanner() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: BannerDraft }) =>
      id === null
        ? apiCall(banners.create, draft, { toast: false })
        : apiCall(banners.update, { id, ...draft }, { toast: false }),
    onSettled: refresh,
  });
}

export function useReorderBanners() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (ids: number[]) => apiCall(banners.reorder, { ids }, { toast: false }),
    onSettled: refresh,
  });
}

/** Uploads one language's image as base64; the server reads the type from the bytes. */
export function useUploadBannerImage() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: { id: number; language: ApiLanguage; data: string }) =>
      apiCall(banners.setImage, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useRemoveBannerImage() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (input: { id: number; language: ApiLanguage }) =>
      apiCall(banners.removeImage, input, { toast: false }),
    onSettled: refresh,
  });
}

export function useDeleteBanner() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => apiCall(banners.remove, { id }, { toast: false }),
    onSettled: refresh,
  });
}

export function useSiteLinks() {
  return useQuery({
    queryKey: siteKeys.links(),
    queryFn: ({ signal }) => apiCall(appConfigAdminEndpoints.links, {}, { signal }),
  });
}

/** Saves the three links; empty strings unset them. */
export function useSaveSiteLinks() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (links: { android: string; ios: string; support: string }) =>
      apiCall(appConfigAdminEndpoints.updateLinks, links, { toast: false }),
    onSettled: refresh,
  });
}

/** A file's bytes as base64, without the `data:…;base64,` prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsDataURL(file);
  });
}
