/** Where the suite's server listens (E2E_PORT, default 3210); read by the config and the fixtures. */
export const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210)}`;
