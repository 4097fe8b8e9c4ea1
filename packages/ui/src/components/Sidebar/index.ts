export { Sidebar } from './Sidebar';
export type { SidebarProps, SidebarGroup, SidebarItem } from './Sidebar';
