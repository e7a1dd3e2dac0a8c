import type { Job, JobAction } from '@/types/jobs';

/** The status actions a job offers (architecture: draft → live ⇄ inactive → closed). */
export function jobActionsFor(status: Job['status']): JobAction[] {
  switch (status) {
    case 'draft':
      return ['publish', 'close'];
    case 'live':
      return ['deactivate', 'close'];
    case 'inactive':
      return ['activate', 'close'];
    default:
      return [];
  }
}
