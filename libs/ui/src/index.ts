export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { StatusTag, statusTone } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
export { VersionBadge } from './VersionBadge';
export { ProfileCard } from './ProfileCard';
