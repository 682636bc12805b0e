// antd's ConfigProvider imports tooltip/UniqueProvider (and with it all of @rc-component/trigger)
// for its `tooltip={{ unique: true }}` option, which Fixflow never sets (apps/shell/src/antd/AntdRoot.tsx).
// This stand-in keeps ConfigProvider, and so every first paint, free of the trigger code; Tooltip,
// Dropdown, Select… still import the real trigger in their own chunks.
export default function UniqueProvider({ children }) {
  return children;
}
