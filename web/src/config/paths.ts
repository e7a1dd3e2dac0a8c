// Every URL of the product, named once. `path` is the router pattern, `getHref` builds a link.
export const paths = {
  home: { path: '/', getHref: () => '/' },

  auth: {
    login: {
      path: '/auth/login',
      getHref: (redirectTo?: string | null) =>
        `/auth/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
    },
    socialLogin: { path: '/auth/login/:provider', getHref: (provider: string) => `/auth/login/${provider}` },
    register: { path: '/auth/register', getHref: () => '/auth/register' },
    verify: { path: '/auth/verify', getHref: () => '/auth/verify' },
    resetPassword: { path: '/auth/resetpassword', getHref: () => '/auth/resetpassword' },
    resetPasswordConfirm: {
      path: '/auth/resetpassword/confirm',
      getHref: () => '/auth/resetpassword/confirm',
    },
    /** The link e-mailed to a new address (set_email): opening it makes it the account's e-mail. */
    changeEmailConfirm: { path: '/auth/change-email/confirm', getHref: () => '/auth/change-email/confirm' },
    /** The link e-mailed to an account whose address signed in with a provider: it allows that provider. */
    socialLinkConfirm: { path: '/auth/link-social/confirm', getHref: () => '/auth/link-social/confirm' },
  },
  notFound: { path: '/404', getHref: () => '/404' },
  /** The privacy terms that signing up and applying accept; open to everyone. */
  privacy: { path: '/privacy', getHref: () => '/privacy' },

  settings: { path: '/settings', getHref: () => '/settings' },
  market: { path: '/market', getHref: () => '/market' },
  messages: { path: '/messages', getHref: () => '/messages' },
  message: { path: '/message/:id', getHref: (id: string) => `/message/${id}` },
  messagesWith: { path: '/messages/:id', getHref: (id: string) => `/messages/${id}` },
  jobseekerProfile: { path: '/jobseeker/profile/:id', getHref: (id: string) => `/jobseeker/profile/${id}` },
  jobs: { path: '/jobs', getHref: () => '/jobs' },
  job: { path: '/job/:id', getHref: (id: string) => `/job/${id}` },
  company: { path: '/company/:id', getHref: (id: string) => `/company/${id}` },
  browseCompanies: { path: '/browse-companies', getHref: () => '/browse-companies' },
  profile: { path: '/profile', getHref: () => '/profile' },

  myApplications: {
    path: '/my-applications',
    getHref: (tab?: string) => `/my-applications${tab ? `?tab=${encodeURIComponent(tab)}` : ''}`,
  },

  applicant: { path: '/applicant/:id', getHref: (id: string) => `/applicant/${id}` },
  competencyModel: {
    path: '/competency-model',
    /** With a position: the screen opens on it. */
    getHref: (positionId?: string) => `/competency-model${positionId ? `?position=${encodeURIComponent(positionId)}` : ''}`,
  },
  cbBenchmark: {
    path: '/cb-benchmark',
    /** With a job title: the benchmark opens filtered by it. */
    getHref: (title?: string) => `/cb-benchmark${title?.trim() ? `?title=${encodeURIComponent(title.trim())}` : ''}`,
  },
  allApplicants: { path: '/all-applicants', getHref: () => '/all-applicants' },
  jobOffers: { path: '/job-offers', getHref: () => '/job-offers' },
  /** Hiring analytics (issue 42): the funnel of a cohort of applications. */
  reports: { path: '/reports', getHref: () => '/reports' },

  cvDatabase: { path: '/cv-database', getHref: () => '/cv-database' },
  employees: { path: '/employees', getHref: () => '/employees' },
  jobTemplate: { path: '/job-template/:id', getHref: (id: string) => `/job-template/${id}` },
  workforcePlanning: { path: '/workforce-planning', getHref: () => '/workforce-planning' },
  orgChart: { path: '/org-chart', getHref: () => '/org-chart' },
  myJobs: { path: '/my-jobs', getHref: () => '/my-jobs' },
  documents: { path: '/documents', getHref: () => '/documents' },
  createDocument: { path: '/documents/create', getHref: () => '/documents/create' },
  editDocument: { path: '/documents/edit/:id', getHref: (id: string) => `/documents/edit/${id}` },
  aiTeachers: { path: '/ai-teachers', getHref: () => '/ai-teachers' },
  aiTeacher: { path: '/ai-teacher/:id', getHref: (id: string) => `/ai-teacher/${id}` },
  webhooks: { path: '/webhooks', getHref: () => '/webhooks' },

  postJob: {
    path: '/post-job',
    getHref: (step?: string) => `/post-job${step ? `?step=${encodeURIComponent(step)}` : ''}`,
    /** The wizard filled from a position's job template; the job then carries the position's competencies. */
    getFromPositionHref: (positionId: string) => `/post-job?position=${encodeURIComponent(positionId)}`,
  },
  mySchedule: { path: '/my-schedule', getHref: () => '/my-schedule' },
  editJob: { path: '/job/edit/:id', getHref: (id: string) => `/job/edit/${id}` },
  myJob: { path: '/my-job/:id', getHref: (id: string) => `/my-job/${id}` },
  requestedStaff: { path: '/requested-staff', getHref: () => '/requested-staff' },
  allJobs: { path: '/all-jobs', getHref: () => '/all-jobs' },
} as const;
