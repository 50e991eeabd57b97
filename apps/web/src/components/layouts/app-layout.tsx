import {
  AppShell,
  Box,
  Burger,
  Button,
  Container,
  Group,
  NavLink as MantineNavLink,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { BRAND_NAME } from '@godown/shared';
import { Link, NavLink, useLocation } from 'react-router';
import { hasAccess } from '../../lib/access';
import { useUser } from '../../lib/session';
import { LoadingLine } from '../loading-line';
import { LogoutButton, LogoutIconButton } from '../logout-button';
import { useLiveUpdates } from '../../api/live-updates';
import { AlertsBell } from './alerts-bell';
import { PaletteButton } from './palette-button';
import { visibleNavItems } from './nav-items';
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
 * Below this breakpoint the navigation moves into a burger drawer: an admin's full row (purchasing
 * and the batch trace included) needs about 1,200 px.
 */
const NAV_BREAKPOINT = 'lg';

function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The page frame: the header with brand, navigation and session controls, then the page. */
export function AppLayout() {
  const user = useUser();
  const { pathname } = useLocation();
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const items = visibleNavItems(user);
  // Open screens follow changes made anywhere (docs/architecture.md#live-updates).
  useLiveUpdates();

  return (
    <AppShell
      header={{ height: { base: 57, [NAV_BREAKPOINT]: 101 } }}
      navbar={{ width: 260, breakpoint: NAV_BREAKPOINT, collapsed: { mobile: !isNavOpen, desktop: true } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <Container size="xl" h="100%">
          <Group className={classes.topRow} justify="space-between" wrap="nowrap">
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

          <Box component="nav" aria-label={m.common_nav_main()} visibleFrom={NAV_BREAKPOINT}>
            <Group className={classes.navRow} gap={0} wrap="nowrap">
              {items.map((item) => (
                // Words only: with an icon each, the row of a buyer's fifteen entries no longer fits a
                // desktop window (the phone menu below keeps the icons).
                <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.link}>
                  {item.label}
                </NavLink>
              ))}
            </Group>
          </Box>
        </Container>
      </AppShell.Header>

      <AppShell.Navbar p="sm" hiddenFrom={NAV_BREAKPOINT}>
        {isNavOpen && (
          <Stack component="nav" aria-label={m.common_nav_main()} gap={2}>
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
            {items.map((item) => (
              <MantineNavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={18} stroke={1.7} />}
                active={isActivePath(pathname, item.to)}
                onClick={closeNav}
              />
            ))}
          </Stack>
        )}
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
