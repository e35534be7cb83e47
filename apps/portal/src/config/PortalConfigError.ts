/** `config.json` (or a build-time default) does not fit the portal's configuration schema. */
export class PortalConfigError extends Error {
  override name = 'PortalConfigError';
}
