/**
 * The nested navigation menu of spec 2.3. The items come already filtered by `visibleMenu`; a group
 * unfolds (300 ms, spec §9) while the current path is inside it. In the narrow sidebar only the
 * icons show, each named by its tooltip and its accessible label.
 */
import { Suspense, type ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { isGroupOpen, type MenuItem } from '../../domain/menu';
import { menuIcon } from './menu-icons';
import { isItemActive } from './nav-state';
import { lazyScreen } from '../../ui/lazy-screen';

const NavTooltip = lazyScreen(() => import('./NavTooltip'));

const GROUP_ANIMATION = '300ms ease';

interface Props {
  items: MenuItem[];
  narrow: boolean;
}

export function SidebarNav({ items, narrow }: Props) {
  const [path] = useLocation();
  return (
    <chakra.nav aria-label="Main navigation" px="3" py="2">
      <chakra.ul listStyle="none" display="flex" flexDirection="column" gap="1">
        {items.map((item) => (
          <chakra.li key={item.path}>
            <NavLink item={item} path={path} narrow={narrow} />
            {item.children && !narrow && <NavGroup item={item} path={path} />}
          </chakra.li>
        ))}
      </chakra.ul>
    </chakra.nav>
  );
}

function NavLink({ item, path, narrow }: { item: MenuItem; path: string; narrow: boolean }) {
  const Icon = menuIcon(item.path);
  const exact = item.path === path || `${item.path}/` === path;
  // Inside an open group the child carries the highlight; the group's own entry is only lit softly.
  const inOpenGroup = !narrow && item.children !== undefined && isGroupOpen(item, path);
  const active = isItemActive(item, path) && !(inOpenGroup && !exact);
  const link = (
    <NavAnchor
      href={item.path}
      active={active}
      current={exact}
      open={inOpenGroup && !exact}
      label={narrow ? item.label : undefined}
      narrow={narrow}
    >
      <Icon boxSize="5" />
      {!narrow && (
        <chakra.span flex="1" truncate>
          {item.label}
        </chakra.span>
      )}
    </NavAnchor>
  );
  if (!narrow) return link;
  return (
    // The tooltip's code loads with the first narrow sidebar; until then the link shows without it.
    <Suspense fallback={link}>
      <NavTooltip label={item.label}>{link}</NavTooltip>
    </Suspense>
  );
}

interface AnchorProps {
  href: string;
  active: boolean;
  current: boolean;
  narrow: boolean;
  /** The entry of an open group whose child is the current page. */
  open: boolean;
  /** Names an icon-only link. */
  label?: string | undefined;
  children: ReactNode;
}

function NavAnchor({ href, active, current, narrow, open, label, children, ...rest }: AnchorProps) {
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      justifyContent={narrow ? 'center' : 'flex-start'}
      gap="3"
      h="10"
      px={narrow ? '0' : '3'}
      borderRadius="md"
      textStyle="sm"
      fontWeight={active || open ? 'semibold' : 'medium'}
      color={active || open ? 'white' : 'sidebar.fg'}
      bg={active ? 'sidebar.active' : open ? 'sidebar.hover' : 'transparent'}
      transition="background 150ms, color 150ms"
      _hover={{ bg: active ? 'sidebar.active' : 'sidebar.hover', color: 'white' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
      {...rest}
    >
      <Link href={href} aria-current={current ? 'page' : undefined} aria-label={label}>
        {children}
      </Link>
    </Box>
  );
}

function NavGroup({ item, path }: { item: MenuItem; path: string }) {
  const open = isGroupOpen(item, path);
  return (
    <Box
      display="grid"
      gridTemplateRows={open ? '1fr' : '0fr'}
      opacity={open ? 1 : 0}
      // Folded, the group stays in the page for the animation but out of reach of keyboard, pointer and
      // readers: `visibility` flips at the end of the fold and at the start of the unfold.
      visibility={open ? 'visible' : 'hidden'}
      transition={`grid-template-rows ${GROUP_ANIMATION}, opacity ${GROUP_ANIMATION}, visibility ${GROUP_ANIMATION}`}
      inert={!open}
      data-state={open ? 'open' : 'closed'}
    >
      <Box overflow="hidden">
        <chakra.ul listStyle="none" mt="1" ms="5" ps="4" borderStartWidth="1px" borderColor="sidebar.border" display="flex" flexDirection="column" gap="0.5">
          {item.children?.map((child) => {
            const current = isItemActive(child, path);
            return (
              <chakra.li key={child.path}>
                <Box
                  asChild
                  display="block"
                  py="1.5"
                  px="3"
                  borderRadius="md"
                  textStyle="sm"
                  color={current ? 'white' : 'sidebar.muted'}
                  fontWeight={current ? 'semibold' : 'normal'}
                  bg={current ? 'sidebar.hover' : 'transparent'}
                  _hover={{ color: 'white', bg: 'sidebar.hover' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
                >
                  <Link href={child.path} aria-current={current ? 'page' : undefined}>
                    {child.label}
                  </Link>
                </Box>
              </chakra.li>
            );
          })}
        </chakra.ul>
      </Box>
    </Box>
  );
}
