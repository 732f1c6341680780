import { verificationEndpoints, type VerificationUpload } from '@fairround/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useSetVerificationStatus } from '../../../lib/verification';

export { useVerificationLive, useVerificationStatus } from '../../../lib/verification';

/** `Verification/upload`: one image (document or selfie) into the draft; answers the status. */
export function useVerificationUploadMutation() {
  const setStatus = useSetVerificationStatus();
  return useMutation({
    mutationFn: (upload: VerificationUpload) =>
      apiCall(verificationEndpoints.upload, upload, { toast: false }),
    onSuccess: setStatus,
  });
}

/** `Verification/submit`: sends the draft to finance; the answer's state is `pending`. */
export function useVerificationSubmitMutation() {
  const setStatus = useSetVerificationStatus();
  return useMutation({
    mutationFn: () => apiCall(verificationEndpoints.submit, {}, { toast: false }),
    onSuccess: setStatus,
  });
}
