import { Text } from './Surface';

/** Which release of a remote is on screen; e2e tests read it to see a release land. */
export function VersionBadge({ label }: { label: string }) {
  return (
    <Text type="secondary" data-testid="remote-version" style={{ fontSize: 12 }}>
      {label}
    </Text>
  );
}
