// The diversity feature's caches: the company's setting, and each application's questionnaire
// (whether it is asked and answered), which an answer reads again.
export const diversityKeys = {
  setting: ['diversity', 'setting'] as const,
  questionnaire: (applicationId: string) => ['diversity', 'applications', applicationId] as const,
};
