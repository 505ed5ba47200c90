import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../../api/errors';

/** Loads a page's queries; an unknown item (404 from the API) is the not-found page. */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
