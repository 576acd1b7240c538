/**
 * The few line icons the portal uses, drawn inline (24×24 grid, stroked in the current colour) so no
 * icon package or font is needed. Decorative: they hide from assistive technology.
 */
import type { ReactNode } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export type IconProps = HTMLChakraProps<'svg'>;

function lineIcon(name: string, shapes: ReactNode) {
  function LineIcon(props: IconProps) {
    return (
      <chakra.svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        boxSize="1.15em"
        flexShrink={0}
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </chakra.svg>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const MenuIcon = lineIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SearchIcon = lineIcon('SearchIcon', <><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);
export const CloseIcon = lineIcon('CloseIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = lineIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = lineIcon('ChevronLeftIcon', <path d="m15 18-6-6 6-6" />);
export const LogOutIcon = lineIcon('LogOutIcon', <><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" /><path d="m16 17 5-5-5-5M21 12H9" /></>);
export const UserIcon = lineIcon('UserIcon', <><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>);
export const DashboardIcon = lineIcon('DashboardIcon', <><rect x="3" y="3" width="7" height="9" rx="1" /><rect x="14" y="3" width="7" height="5" rx="1" /><rect x="14" y="12" width="7" height="9" rx="1" /><rect x="3" y="16" width="7" height="5" rx="1" /></>);
export const AnalyticsIcon = lineIcon('AnalyticsIcon', <path d="M3 3v18h18M7 15l4-4 3 3 6-6" />);
export const ProjectsIcon = lineIcon('ProjectsIcon', <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />);
export const CalendarIcon = lineIcon('CalendarIcon', <><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M16 3v4M8 3v4M3 10h18" /></>);
export const InvoiceIcon = lineIcon('InvoiceIcon', <><path d="M6 2h9l5 5v15H6z" /><path d="M14 2v6h6M9 13h6M9 17h6" /></>);
export const StorageIcon = lineIcon('StorageIcon', <><ellipse cx="12" cy="5" rx="8" ry="3" /><path d="M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" /></>);
export const StarIcon = lineIcon('StarIcon', <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />);
export const CustomersIcon = lineIcon('CustomersIcon', <><circle cx="9" cy="8" r="4" /><path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" /></>);
export const BranchIcon = lineIcon('BranchIcon', <><path d="M4 21V8l8-5 8 5v13" /><path d="M9 21v-6h6v6M2 21h20" /></>);
export const SoftwareIcon = lineIcon('SoftwareIcon', <><rect x="2" y="4" width="20" height="14" rx="2" /><path d="M8 22h8M12 18v4m-2-11-2 2 2 2m4-4 2 2-2 2" /></>);
export const ServicesIcon = lineIcon('ServicesIcon', <><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" /></>);
export const AddOnIcon = lineIcon('AddOnIcon', <><rect x="3" y="3" width="18" height="18" rx="2" /><path d="M12 8v8M8 12h8" /></>);
export const ApprovalIcon = lineIcon('ApprovalIcon', <><rect x="3" y="3" width="18" height="18" rx="2" /><path d="m8 12 3 3 5-6" /></>);
export const PartnerIcon = lineIcon('PartnerIcon', <><path d="m11 17 2 2a1.4 1.4 0 0 0 2-2" /><path d="m14 14 2.5 2.5a1.4 1.4 0 0 0 2-2L15 11l-3 3-2-2 4-4 6 6 2-2-7-7-4 2-3-2-6 6 2 2" /></>);
export const AgentIcon = lineIcon('AgentIcon', <><rect x="3" y="4" width="18" height="16" rx="2" /><circle cx="9" cy="11" r="2.5" /><path d="M5.5 17a4 4 0 0 1 7 0M15 10h3M15 14h3" /></>);
export const UsersIcon = lineIcon('UsersIcon', <><circle cx="12" cy="7" r="4" /><path d="M5 21v-1a7 7 0 0 1 14 0v1" /></>);
export const RoleIcon = lineIcon('RoleIcon', <><path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" /><path d="m9 12 2 2 4-4" /></>);
export const HolidayIcon = lineIcon('HolidayIcon', <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>);
export const ReportIcon = lineIcon('ReportIcon', <><path d="M6 2h9l5 5v15H6z" /><path d="M10 18v-4M13 18v-7M16 18v-2" /></>);
export const PlaybookIcon = lineIcon('PlaybookIcon', <><path d="M4 4.5A2.5 2.5 0 0 1 6.5 2H20v17H6.5A2.5 2.5 0 0 0 4 21.5z" /><path d="M4 21.5A2.5 2.5 0 0 1 6.5 19H20v3H6.5" /></>);
export const CompassIcon = lineIcon('CompassIcon', <><circle cx="12" cy="12" r="9" /><path d="m15.5 8.5-2 5-5 2 2-5z" /></>);
export const ClockIcon = lineIcon('ClockIcon', <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>);
export const FilterIcon = lineIcon('FilterIcon', <path d="M3 5h18l-7 8v6l-4 2v-8z" />);
