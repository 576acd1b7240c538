/** The icon beside each menu entry of spec 2.3, by its path. */
import type { IconProps } from '../../ui/icons';
import type { ComponentType } from 'react';
import {
  AddOnIcon,
  AgentIcon,
  AnalyticsIcon,
  ApprovalIcon,
  BranchIcon,
  CalendarIcon,
  CompassIcon,
  CustomersIcon,
  DashboardIcon,
  HolidayIcon,
  InvoiceIcon,
  PartnerIcon,
  PlaybookIcon,
  ProjectsIcon,
  ReportIcon,
  RoleIcon,
  ServicesIcon,
  SoftwareIcon,
  StarIcon,
  StorageIcon,
  UsersIcon,
} from '../../ui/icons';

const ICONS: Record<string, ComponentType<IconProps>> = {
  '/': DashboardIcon,
  '/analytics': AnalyticsIcon,
  '/projects': ProjectsIcon,
  '/duedate-calendar': CalendarIcon,
  '/invoices': InvoiceIcon,
  '/storage': StorageIcon,
  '/nps': StarIcon,
  '/customers': CustomersIcon,
  '/branches': BranchIcon,
  '/softwares': SoftwareIcon,
  '/services': ServicesIcon,
  '/added-services': AddOnIcon,
  '/manage-approvals': ApprovalIcon,
  '/partners': PartnerIcon,
  '/agents': AgentIcon,
  '/users': UsersIcon,
  '/roles': RoleIcon,
  '/holidays': HolidayIcon,
  '/reports': ReportIcon,
  '/customer-playbook': PlaybookIcon,
};

export function menuIcon(path: string): ComponentType<IconProps> {
  return ICONS[path] ?? CompassIcon;
}
