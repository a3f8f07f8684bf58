import { useLingui } from '@lingui/react/macro';

/**
 * Labels of the integration enumerations (spec resources §9): auth methods, value sources / match
 * types, body data types and comparison methods. A value the console does not know (a newer
 * server's) is shown as it is.
 */
export function useIntegrationLabels() {
  const { t } = useLingui();
  const authMethods: Record<string, string> = {
    '': t`None`,
    github: t`GitHub Webhooks`,
    token: t`Token`,
    hmac: t`HMAC`,
  };
  const sources: Record<string, string> = { body: t`Body`, header: t`Header` };
  const bodyTypes: Record<string, string> = { json: t`JSON`, string: t`String` };
  const methods: Record<string, string> = {
    equals: t`Equals`,
    unequals: t`Not equals`,
    contains: t`Contains`,
  };
  const pick = (table: Record<string, string>) => (value: string) => table[value] ?? value;
  return {
    authMethod: pick(authMethods),
    source: pick(sources),
    bodyType: pick(bodyTypes),
    method: pick(methods),
  };
}
