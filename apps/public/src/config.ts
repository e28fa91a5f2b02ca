/** The one place the public site reads its build-time environment: where its runtime config is served. */
export const configUrl = `${import.meta.env.BASE_URL}config.json`;
