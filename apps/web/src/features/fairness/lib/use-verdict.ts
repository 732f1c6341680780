import { verifyRoundProof, type RoundProof } from '@fairround/shared';
import { useQuery } from '@tanstack/react-query';
import { fairKeys } from '../api/fair';

/** The verdict computed on this device (Web Crypto) for a loaded proof; never asked of the server. */
export function useVerdict(proof: RoundProof | undefined) {
  return useQuery({
    queryKey: [...fairKeys.all, 'verdict', proof] as const,
    queryFn: () => verifyRoundProof(proof!),
    enabled: proof !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}
