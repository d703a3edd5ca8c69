import type { FormState } from '../../forms/form-state';

/**
 * What the booking's server side (a module of its own: src/booking-module.ts)
 * decides for a request, as data: a redirect (Post/Redirect/Get), or the
 * page with its status and its form's state, and `Retry-After` when the
 * visitor is to wait. The main module turns it into the response, with the
 * one renderer of pages it holds.
 */
export type BookingAnswer = { redirect: string } | { status: number; form?: FormState; retryAfter?: number };
