/** Where the lease takeover screens are in the staff console. */
export const takeoverPaths = {
  list: '/staff/lease-takeovers',
  order: '/staff/lease-takeovers/order',
  takeover: (id: string) => `/staff/lease-takeovers/${encodeURIComponent(id)}`,
  /** The takeover's page on the public site. */
  public: (id: string) => `/lease-takeover/${encodeURIComponent(id)}`,
};
