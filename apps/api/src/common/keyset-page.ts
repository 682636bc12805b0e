import { HttpStatus } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import type { Page } from '@fixflow/contracts';
import { ApiException } from './api-exception.js';
import { isUuid } from './uuid.js';

/**
 * Keyset pages, newest first, for every list that pages: the cursor is the last row's
 * (instant, id), opaque to clients. The instant travels to the microsecond as PostgreSQL wrote
 * it (a JS Date keeps only milliseconds, which would skip or repeat rows at a page's edge).
 */
export const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

interface Keyset {
  at: string;
  id: string;
}

const INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

/** An instant as a cursor carries it (UTC, microseconds) and calendar-valid: 2026-02-30 or 25:00 would make PostgreSQL raise. */
export function isCursorInstant(at: string): boolean {
  const year = INSTANT.exec(at)?.[1];
  if (!year || Number(year) < 1) return false;
  const parsed = new Date(`${at.slice(0, 23)}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === at.slice(0, 19);
}

/** The keyset a cursor of ours carries; null for anything else, so it never reaches SQL unchecked. */
export function decodeCursor(cursor: string): Keyset | null {
  const parts = Buffer.from(cursor, 'base64url').toString().split('|');
  if (parts.length !== 2) return null;
  const [at, id] = parts;
  if (!isCursorInstant(at) || !isUuid(id)) return null;
  return { at, id };
}

export const CURSOR_MESSAGE = 'cursor is not one this API gave out';

const IsKeysetCursor = () =>
  ValidateBy({
    name: 'isKeysetCursor',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && decodeCursor(value) !== null,
      defaultMessage: () => CURSOR_MESSAGE,
    },
  });

/** `limit`, for a list whose cursor is its own (the orders list's sorts). */
export class PageLimitDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;
}

/** `limit` and `cursor`, the paging half of every list query (customers, vendors…). */
export class KeysetQueryDto extends PageLimitDto {
  @ApiPropertyOptional({ description: 'The next_cursor of the previous page', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @IsKeysetCursor()
  cursor?: string;
}

export interface KeysetPageQuery {
  /** The select list; every row must have `id`. */
  columns: string;
  from: string;
  where: string[];
  params: unknown[];
  /** The columns the page is ordered by, descending: an instant and the row's uuid. */
  at: string;
  id: string;
  cursor?: string;
  limit?: number;
}

type Run = <R>(sql: string, params: unknown[]) => Promise<R[]>;

/** One page of `query`, newest first, and the cursor of the next one (null on the last). */
export async function keysetPage<R extends { id: string }, T>(run: Run, query: KeysetPageQuery, toItem: (row: R) => T): Promise<Page<T>> {
  const where = [...query.where];
  const params = [...query.params];
  if (query.cursor !== undefined) {
    const keyset = decodeCursor(query.cursor);
    if (!keyset) throw new ApiException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', {}, [{ field: 'cursor', message: CURSOR_MESSAGE }]);
    where.push(`(${query.at}, ${query.id}) < (?::timestamptz, ?::uuid)`);
    params.push(keyset.at, keyset.id);
  }
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const rows = await run<R & { cursor_at: string }>(
    `select ${query.columns}, to_char(${query.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at
       from ${query.from} ${where.length ? `where ${where.join(' and ')}` : ''}
      order by ${query.at} desc, ${query.id} desc limit ${limit + 1}`,
    params,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toItem), next_cursor: rows.length > limit && last ? encodeCursor(last.cursor_at, last.id) : null };
}
