import type { Instant } from './calendar-date';

/**
 * A stretch of time from `start` up to, not including, `end`: a call, a
 * blocked afternoon, a meeting in the owner's calendar. Busy times are lists
 * of these, whatever their source, so they store as two numbers (or two ISO
 * 8601 instants) a row.
 */
export interface Interval {
  readonly start: Instant;
  readonly end: Instant;
}

/** Whether the two share a moment; one ending as the other starts do not. */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The intervals in start order, those that overlap or touch joined into one. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const merged: { start: Instant; end: Instant }[] = [];
  for (const { start, end } of [...intervals].filter((interval) => interval.end > interval.start).sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}
