/** The one place this app reads its build-time environment: where its runtime config is served. */
export const configUrl = `${import.meta.env.BASE_URL}config.json`;
