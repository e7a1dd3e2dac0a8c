// Privacy: the terms everyone accepts when signing up and applying, and each acceptance.

export type PrivacyTerms = {
  /** What sign-up and applying send back as `privacy_terms_version`. */
  version: string;
  /** In English only. */
  text: string;
};

export type ConsentPurpose = 'sign_up' | 'application';

export type PrivacyConsent = {
  version: string;
  purpose: ConsentPurpose;
  /** The application the terms were accepted with; null for a sign-up. */
  application_id: string | null;
  accepted_at: string;
};

/** How long a company keeps rejected applicants' personal data before it is anonymised. */
export type RetentionSettings = {
  /** 1 to 120; null keeps the data. */
  rejected_retention_months: number | null;
};
