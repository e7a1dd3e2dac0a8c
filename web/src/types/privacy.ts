// Privacy: the terms everyone accepts when signing up and applying, and each acceptance.
import type { Schema } from './schema';

export type PrivacyTerms = Schema<'PrivacyTerms'>;
export type Consent = Schema<'Consent'>;
/** How long a company keeps rejected applicants' personal data before it is anonymised. */
export type Retention = Schema<'Retention'>;
