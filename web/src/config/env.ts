// Empty means "same origin": the backend serves the built app, and the dev server proxies /api.
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '',
} as const;
