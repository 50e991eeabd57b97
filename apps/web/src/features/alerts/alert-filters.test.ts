import type { TAlert } from '@godown/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALERT_FILTERS,
  alertExportFilters,
  hasNarrowingFilter,
  matchesFilters,
  statusCount,
} from './alert-filters';
import { alertListQuery } from './alerts-api';

const ID = '5a2b3c4d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

const alert = (overrides: Partial<TAlert> = {}): TAlert => ({
  _id: ID,
  id: ID,
  type: 'maintenance',
  messageKey: null,
  messageParams: null,
  message: 'Forklift 2 needs service',
  description: null,
  affectedItem: 'Pune Central',
  targetId: null,
  priority: 'medium',
  resolved: false,
  isSystem: false,
  triggeredBy: null,
  timestamp: '2026-02-01T10:30:00.000Z',
  resolvedAt: null,
  createdAt: '2026-02-01T10:30:00.000Z',
  updatedAt: '2026-02-01T10:30:00.000Z',
  ...overrides,
});

describe('alertListQuery', () => {
  const page = { ...DEFAULT_ALERT_FILTERS, page: 1 };

  it('asks for the active alerts by default, first page', () => {
    expect(alertListQuery(page).toString()).toBe('limit=25&offset=0&resolved=false');
  });

  it('sends resolved=true for Resolved and no status for All', () => {
    expect(alertListQuery({ ...page, status: 'resolved' }).get('resolved')).toBe('true');
    expect(alertListQuery({ ...page, status: 'all' }).has('resolved')).toBe(false);
  });

  it('sends the type, priority, trimmed search and page', () => {
    const query = alertListQuery({
      status: 'all',
      type: 'lowStock',
      priority: 'high',
      search: ' rice ',
      page: 3,
    });
    expect(Object.fromEntries(query)).toEqual({
      search: 'rice',
      limit: '25',
      offset: '50',
      type: 'lowStock',
      priority: 'high',
    });
  });
});

describe('statusCount', () => {
  it('reads the active and resolved counts, and adds them up for All', () => {
    const counts = { active: 3, resolved: 5 };
    expect(statusCount('active', counts)).toBe(3);
    expect(statusCount('resolved', counts)).toBe(5);
    expect(statusCount('all', counts)).toBe(8);
  });
});

describe('hasNarrowingFilter', () => {
  it('is false for the status alone, true for a type, priority or search', () => {
    expect(hasNarrowingFilter({ ...DEFAULT_ALERT_FILTERS, status: 'all' })).toBe(false);
    expect(hasNarrowingFilter({ ...DEFAULT_ALERT_FILTERS, type: 'system' })).toBe(true);
    expect(hasNarrowingFilter({ ...DEFAULT_ALERT_FILTERS, priority: 'low' })).toBe(true);
    expect(hasNarrowingFilter({ ...DEFAULT_ALERT_FILTERS, search: 'rice' })).toBe(true);
  });
});

describe('matchesFilters', () => {
  it('puts an active alert under Active and All, not Resolved', () => {
    expect(matchesFilters(alert(), DEFAULT_ALERT_FILTERS)).toBe(true);
    expect(matchesFilters(alert(), { ...DEFAULT_ALERT_FILTERS, status: 'all' })).toBe(true);
    expect(matchesFilters(alert(), { ...DEFAULT_ALERT_FILTERS, status: 'resolved' })).toBe(false);
    expect(matchesFilters(alert({ resolved: true }), DEFAULT_ALERT_FILTERS)).toBe(false);
  });

  it('checks the type and priority', () => {
    expect(matchesFilters(alert(), { ...DEFAULT_ALERT_FILTERS, type: 'maintenance' })).toBe(true);
    expect(matchesFilters(alert(), { ...DEFAULT_ALERT_FILTERS, type: 'security' })).toBe(false);
    expect(matchesFilters(alert(), { ...DEFAULT_ALERT_FILTERS, priority: 'high' })).toBe(false);
  });

  it('finds the search in the message or affected item, ignoring case', () => {
    expect(matchesFilters(alert(), { ...DEFAULT_ALERT_FILTERS, search: 'FORKLIFT' })).toBe(true);
    expect(matchesFilters(alert(), { ...DEFAULT_ALERT_FILTERS, search: 'pune' })).toBe(true);
    expect(matchesFilters(alert(), { ...DEFAULT_ALERT_FILTERS, search: 'thane' })).toBe(false);
  });
});

describe('alertExportFilters', () => {
  it('sends the status as resolved (none for All), with the type, priority and search', () => {
    expect(alertExportFilters(DEFAULT_ALERT_FILTERS)).toEqual({
      resolved: false,
      type: null,
      priority: null,
      search: '',
    });
    expect(
      alertExportFilters({ status: 'resolved', type: 'maintenance', priority: 'low', search: 'forklift' }),
    ).toEqual({ resolved: true, type: 'maintenance', priority: 'low', search: 'forklift' });
    expect(alertExportFilters({ ...DEFAULT_ALERT_FILTERS, status: 'all' }).resolved).toBeNull();
  });
});
