// Keys shared by features that read the same endpoint, so one mutation refreshes them all.
// Hiring keys are nested: invalidating `queryKeys.applicants.all` refreshes every list,
// board and page of applicants.
export const queryKeys = {
  employees: ['accounts', 'employees'] as const,
  cv: ['accounts', 'cv'] as const,
  notificationPreferences: ['accounts', 'notification-preferences'] as const,
  jobseekerDashboard: ['accounts', 'jobseeker-dashboard'] as const,
  companyDashboard: ['jobs', 'dashboard'] as const,
  // The dashboard's charts: under `companyDashboard`, so whatever refreshes it refreshes them.
  dashboardCharts: {
    vacancies: (from: string, to: string) => ['jobs', 'dashboard', 'charts', 'vacancies', from, to] as const,
    statistics: (from: string, to: string) => ['jobs', 'dashboard', 'charts', 'statistics', from, to] as const,
  },
  jobs: {
    all: ['jobs', 'job'] as const,
    live: ['jobs', 'job', 'live'] as const,
    company: ['jobs', 'job', 'company'] as const,
    requested: ['jobs', 'job', 'requested'] as const,
    one: (id: string) => ['jobs', 'job', 'one', id] as const,
  },
  // The job filters' choices (the dashboard's charts, the reports): under the jobs' `all` key, so
  // posting a job or changing its status refreshes them.
  jobsForFilter: ['jobs', 'job', 'for-filter'] as const,
  myApplications: ['jobs', 'my-applications'] as const,
  skills: ['jobs', 'skills'] as const,
  profile: {
    all: ['accounts', 'jobseeker'] as const,
    mine: ['accounts', 'jobseeker', 'me'] as const,
    one: (id: string) => ['accounts', 'jobseeker', 'one', id] as const,
  },
  company: ['accounts', 'company'] as const,
  companies: {
    all: ['accounts', 'companies'] as const,
    list: ['accounts', 'companies', 'list'] as const,
    one: (id: string) => ['accounts', 'companies', 'one', id] as const,
  },
  industries: ['accounts', 'industries'] as const,
  cvDatabase: ['cv-database'] as const,
  // Every org view (the chart as of any day, with or without archived units) is under `all`.
  org: {
    all: ['org'] as const,
    chart: ['org', 'chart'] as const,
  },
  // The competency model screens: under `org` too, so a change to the structure refreshes them.
  competencyModel: {
    all: ['org', 'competency-model'] as const,
    position: (positionId: string) => ['org', 'competency-model', positionId] as const,
  },
  ratingScale: ['org', 'rating-scale'] as const,
  // The workforce plan reads the structure: under `org` too. A plan as of now and as of past days,
  // its history and its trend are all under `all`, so a change refreshes each.
  workforcePlan: {
    all: ['org', 'workforce-planning'] as const,
    plan: (period: string, at: string | undefined) => ['org', 'workforce-planning', 'plan', period, at ?? 'now'] as const,
    history: (period: string) => ['org', 'workforce-planning', 'history', period] as const,
    trend: (period: string) => ['org', 'workforce-planning', 'trend', period] as const,
  },
  // Delegated access: the company's delegates and each job's access list, all under `all`, so a
  // grant or a revocation refreshes both.
  delegates: {
    all: ['delegates'] as const,
    list: ['delegates', 'list'] as const,
    jobAccess: (jobId: string) => ['delegates', 'job-access', jobId] as const,
  },
  orgPositions: ['org', 'positions'] as const,
  jobTemplate: (positionId: string) => ['org', 'job-template', positionId] as const,
  applicants: {
    all: ['jobs', 'applicants'] as const,
    pipeline: (jobId: string) => ['jobs', 'applicants', 'pipeline', jobId] as const,
    table: ['jobs', 'applicants', 'table'] as const,
    one: (id: string) => ['jobs', 'applicants', 'one', id] as const,
    history: (id: string) => ['jobs', 'applicants', 'history', id] as const,
    position: (positionId: string) => ['jobs', 'applicants', 'position', positionId] as const,
  },
  interviews: {
    all: ['jobs', 'interviews'] as const,
    evaluation: (id: string) => ['jobs', 'interviews', 'evaluation', id] as const,
  },
  // Whether the caller has a calendar feed of their interviews (its address is shown only once).
  scheduleFeed: ['jobs', 'schedule-feed'] as const,
  offers: {
    all: ['jobs', 'offers'] as const,
    one: (id: string) => ['jobs', 'offers', 'one', id] as const,
  },
  benchmark: {
    salary: ['benchmark', 'salary'] as const,
    titles: (q: string) => ['benchmark', 'titles', q] as const,
  },
  // The privacy terms, the caller's acceptances of them (which applying adds to), and a
  // company's retention period for rejected applicants.
  privacy: {
    terms: ['privacy', 'terms'] as const,
    consents: ['privacy', 'consents'] as const,
    retention: ['privacy', 'retention'] as const,
  },
  // The AI token balance, packages, orders and history: every AI call (a proposal, a teacher's
  // answer) charges it, so those refresh it too.
  aiTokens: ['market', 'ai-tokens'] as const,
  // Hiring analytics (issue 42): every report under `all`, which a hiring change refreshes.
  reports: {
    all: ['reports'] as const,
    /** One report (`funnel`, `hiring-speed`, `offers`, `interviewers`, `diversity`, `sources`) of a period, as of a day, for some jobs or a unit. */
    report: (
      report: string,
      query: { from: string; to: string; at?: string; job?: string; unit?: string },
      ...more: (string | number)[]
    ) => ['reports', report, query.from, query.to, query.at ?? 'today', query.job ?? 'all', query.unit ?? 'all', ...more] as const,
  },
};

/** Chat and notification caches, which the live connections update. */
export const realtimeKeys = {
  chat: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  history: (userId: string) => ['chat', 'history', userId] as const,
  notifications: ['accounts', 'notifications'] as const,
};
