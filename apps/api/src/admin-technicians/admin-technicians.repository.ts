import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type AdminTechnician, EMPTY_METRIC_COUNTS, type MetricCounts, metricsFromCounts, type TechnicianRoster } from '@fixflow/contracts';
import { keysetPage } from '../common/keyset-page.js';
import { containsPattern } from '../common/like.js';
import { isoInstant } from '../database/instant.js';

const COUNT_COLUMNS = Object.keys(EMPTY_METRIC_COUNTS) as (keyof MetricCounts)[];

/**
 * One statement for a whole page: each technician with the vendors' rosters it is on (accepted
 * links) and its newest stored cross-vendor metrics row (issue 14; vendor_id null) — never a
 * request per row.
 */
const COLUMNS = `t.id, t.full_name, t.email, t.phone, t.city, t.state, t.status, t.created_at,
  coalesce((select json_agg(json_build_object('vendor_id', v.id, 'company_name', v.company_name) order by v.company_name, v.id)
     from vendor_technicians vt join vendors v on v.id = vt.vendor_id
    where vt.technician_id = t.id and vt.status = 'accepted'), '[]'::json) as rosters,
  (select json_build_object('period_start', to_char(m.period_start, 'YYYY-MM-DD'), 'period_end', to_char(m.period_end, 'YYYY-MM-DD'),
          ${COUNT_COLUMNS.map((column) => `'${column}', m.${column}`).join(', ')})
     from technician_metrics m where m.technician_id = t.id and m.vendor_id is null
    order by m.period_end desc, m.computed_at desc limit 1) as figures`;

interface TechnicianRow {
  id: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  state: string | null;
  status: string;
  created_at: Date | string;
  rosters: TechnicianRoster[] | string;
  figures: (Record<keyof MetricCounts, number | string> & { period_start: string; period_end: string }) | string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function fromRow(row: TechnicianRow): AdminTechnician {
  const stored = row.figures === null ? null : json(row.figures);
  let figures: AdminTechnician['figures'] = null;
  if (stored) {
    const counts = Object.fromEntries(COUNT_COLUMNS.map((column) => [column, Number(stored[column])])) as unknown as MetricCounts;
    figures = { period_start: stored.period_start, period_end: stored.period_end, assigned: counts.assigned, completed: counts.completed, ...metricsFromCounts(counts) };
  }
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    state: row.state,
    status: row.status,
    created_at: isoInstant(row.created_at),
    rosters: json(row.rosters),
    figures,
  };
}

export interface AdminTechniciansQuery {
  search?: string;
  status?: string;
  cursor?: string;
  limit?: number;
}

/** Every technician for an admin (issue 16), newest first in keyset pages; status changes. */
@Injectable()
export class AdminTechniciansRepository {
  constructor(private readonly em: EntityManager) {}

  list(query: AdminTechniciansQuery) {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.status) {
      where.push('t.status = ?');
      params.push(query.status);
    }
    const search = query.search?.trim();
    if (search) {
      const like = containsPattern(search);
      where.push('(t.full_name ilike ? or t.email ilike ? or t.phone ilike ? or t.city ilike ? or t.state ilike ?)');
      params.push(like, like, like, like, like);
    }
    return keysetPage<TechnicianRow & { id: string }, AdminTechnician>(
      (sql, values) => this.em.execute(sql, values),
      { columns: COLUMNS, from: 'technicians t', where, params, at: 't.created_at', id: 't.id', cursor: query.cursor, limit: query.limit },
      fromRow,
    );
  }

  async byId(id: string): Promise<AdminTechnician | null> {
    const rows = await this.em.execute<TechnicianRow[]>(`select ${COLUMNS} from technicians t where t.id = ?`, [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** Sets the status in `em`'s transaction; answers the status before (row-locked), or null when there is no such technician. */
  async setStatus(em: EntityManager, id: string, status: string): Promise<string | null> {
    const rows = await em.execute<{ status: string }[]>('select status from technicians where id = ? for update', [id]);
    if (!rows[0]) return null;
    await em.execute('update technicians set status = ? where id = ?', [status, id]);
    // Activating also lifts a deactivation made in Admin › Users, so the technician can sign in again.
    if (status === 'active') await em.execute('update users set deactivated_at = null where id = ?', [id]);
    return rows[0].status;
  }
}
