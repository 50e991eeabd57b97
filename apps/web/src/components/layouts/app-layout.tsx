import {
  AppShell,
  Box,
  Burger,
  Button,
  Container,
  Group,
  NavLink as MantineNavLink,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { BRAND_NAME, type TUser } from '@godown/shared';
import { Link, useLocation } from 'react-router';
import { hasAccess } from '../../lib/access';
import { useUser } from '../../lib/session';
import { LoadingLine } from '../loading-line';
import { LogoutButton, LogoutIconButton } from '../logout-button';
import { useLiveUpdates } from '../../api/live-updates';
import { AlertsBell } from './alerts-bell';
import { PaletteButton } from './palette-button';
import { visibleNavSections } from './nav-items';
import { PageOutlet } from './page-outlet';
import classes from './app-layout.module.css';
import { m } from '../../paraglide/messages.js';

/** The header's scan box loads after the page (it is not needed to show the first screen). */
const HeaderScan = lazy(async () => ({ default: (await import('./header-scan')).HeaderScan }));
/**
 * So do the language and colour scheme menus, in one file (their menu code is not needed to show the
 * first screen, and one request is cheaper than two on a phone's network).
 */
const DisplayMenus = lazy(async () => ({ default: (await import('./display-menus')).DisplayMenus }));

/** The language and colour scheme menus, with blank buttons of their size while their code arrives. */
function LazyDisplayMenus() {
  return (
    <Suspense
      fallback={
        <Group gap="xs" wrap="nowrap" aria-hidden>
          <Box w={34} h={34} />
          <Box w={34} h={34} />
        </Group>
      }
    >
      <DisplayMenus />
    </Suspense>
  );
}

/**
 * From this breakpoint up the navigation is a sidebar beside the page; below it, the burger's drawer
 * (a sidebar would take too much of a tablet's or a phone's width from the page).
 */
const NAV_BREAKPOINT = 'lg';
/** The sidebar's width: its longest label ("My Purchase Orders", "मेरे खरीद ऑर्डर") on one line. */
const NAVBAR_WIDTH = 232;
/** The header's one row, and its border. */
const HEADER_HEIGHT = 57;

function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The main navigation, by business area (nav-items.ts): the top entries, then each area's label with
 * its links under it, every link one click away. The sidebar on a desktop and the drawer on a phone
 * are this one element, so there is one navigation named "Main" at any size.
 */
function MainNav({ user, onNavigate }: { user: TUser | null; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={m.common_nav_main()}>
      {user && (
        <Text size="sm" fw={500} px="sm" pb="xs" hiddenFrom="sm">
          {m.common_user_with_role({ name: user.name, role: user.role })}
        </Text>
      )}
      {/* A phone's header has no room for the language and the colour scheme: they are here. */}
      <Group hiddenFrom="sm" px="sm" pb="xs" gap="sm">
        <Text size="sm">{`${m.common_language()} · ${m.common_colour_scheme()}`}</Text>
        <LazyDisplayMenus />
      </Group>
      {visibleNavSections(user).map(({ group, items }) => {
        const labelId = group ? `nav-group-${group.id}` : undefined;
        return (
          <div
            key={group?.id ?? 'top'}
            role={group ? 'group' : undefined}
            aria-labelledby={labelId}
            className={classes.navSection}
          >
            {group && (
              <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.groupLabel}>
                {group.label}
              </Text>
            )}
            {items.map((item) => {
              const isActive = isActivePath(pathname, item.to);
              return (
                <MantineNavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  leftSection={<item.icon size={18} stroke={1.7} aria-hidden />}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={onNavigate}
                  className={classes.navLink}
                />
              );
            })}
          </div>
        );
      })}
    </nav>
  );
}

/** The page frame: the header with brand and session controls, the navigation, then the page. */
export function AppLayout() {
  const user = useUser();
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  // Open screens follow changes made anywhere (docs/architecture.md#live-updates).
  useLiveUpdates();

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: NAV_BREAKPOINT, collapsed: { mobile: !isNavOpen } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <Group className={classes.topRow} justify="space-between" wrap="nowrap" px="md">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavOpen}
              onClick={toggleNav}
              hiddenFrom={NAV_BREAKPOINT}
              size="sm"
              aria-label={m.common_toggle_navigation()}
            />
            <Link to="/" className={classes.brand} onClick={closeNav}>
              <IconBuildingWarehouse size={26} stroke={1.8} aria-hidden />
              <span>{BRAND_NAME}</span>
            </Link>
          </Group>

          {user ? (
            <Group gap="sm" wrap="nowrap">
              {!user.mustChangePassword && !user.awaitingApproval && <PaletteButton />}
              <Suspense fallback={null}>
                <HeaderScan />
              </Suspense>
              {hasAccess(user, 'alerts') && !user.mustChangePassword && !user.awaitingApproval && (
                <AlertsBell />
              )}
              <Box visibleFrom="sm">
                <LazyDisplayMenus />
              </Box>
              <Text size="sm" fw={500} className={classes.userName} visibleFrom="sm">
                {m.common_user_with_role({ name: user.name, role: user.role })}
              </Text>
              <LogoutButton variant="default" size="xs" visibleFrom="sm" />
              <LogoutIconButton hiddenFrom="sm" />
            </Group>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <PaletteButton />
              <Box visibleFrom="sm">
                <LazyDisplayMenus />
              </Box>
              <Button component={Link} to="/login" variant="default" size="xs">
                {m.common_login()}
              </Button>
              <Button component={Link} to="/register" size="xs">
                {m.common_register()}
              </Button>
            </Group>
          )}
        </Group>
      </AppShell.Header>

      {/* Shut on a phone, the drawer is hidden (data-open), not only moved off the screen: its links
          are out of the keyboard's and a screen reader's way. */}
      <AppShell.Navbar className={classes.navbar} data-open={isNavOpen || undefined}>
        {/* Taller than the window, the list scrolls on its own, with the browser's thin scroll bar. */}
        <AppShell.Section grow className={classes.navScroll} p="xs">
          <MainNav user={user} onNavigate={closeNav} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <Container size="xl" py="xl">
          {/* Each page is a chunk of its own (app/router.tsx): the frame shows while it arrives. */}
          <Suspense fallback={<LoadingLine label={m.common_loading()} />}>
            <PageOutlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
