/** Query keys of the home feature, one factory so pushes invalidate exactly what screens read. */
export const homeKeys = {
  all: ['home'] as const,
  prices: () => [...homeKeys.all, 'prices'] as const,
  winners: (language: string) => [...homeKeys.all, 'winners', language] as const,
  trend: () => [...homeKeys.all, 'trend'] as const,
  slides: (language: string) => [...homeKeys.all, 'slides', language] as const,
};
