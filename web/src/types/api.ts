export type UserType = 'company' | 'employee' | 'jobseeker';
export type EmployeeRole = 'block_leader' | 'hiring_manager' | 'hr_executive';
export type ModuleName = 'ats' | 'lms';

export type ModuleEntry = { module: ModuleName; is_active: boolean };

export type Profile = {
  id: string;
  name?: string | null;
  logo?: string | null;
  role?: EmployeeRole;
  company?: { id: string; name: string; logo: string | null; user: { id: string } };
  headline?: string | null;
  profile_picture?: string | null;
  cv?: { name: string; url: string; format: string } | null;
};

export type User = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: UserType;
  modules: ModuleEntry[];
  profile: Profile | null;
};

export type Tokens = { access: string; refresh: string };

export type EmployeeStatus = 'active' | 'inactive';

export type Employee = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: EmployeeRole;
  status: EmployeeStatus;
  invited: boolean;
  /** Their position in the org structure and its unit; null when not placed. */
  position_id: string | null;
  position_title: string | null;
  unit_id: string | null;
  unit_name: string | null;
  /** YYYY-MM-DD. */
  hired_on: string | null;
  /** YYYY-MM-DD; set when they were made inactive. */
  signed_off_on: string | null;
};

export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]>; details?: Record<string, unknown> | null };
};

export type Notification = {
  id: string;
  /** For the company side: who applied (spec section 3). */
  applicant?: { id: string; name: string | null; profile_picture: string | null };
  /** For the job seeker: which company (spec section 3). */
  company?: { id: string; name: string | null; logo: string | null };
  title_en: string;
  title_az: string;
  title_ru: string;
  /** Numeric id of an application status. */
  status: number;
  /** `time` is the unit, `ago` the count: "5 minutes ago". */
  time: { time: string; ago: number };
  is_read: boolean;
  application_id: string;
  job_id: string;
};
