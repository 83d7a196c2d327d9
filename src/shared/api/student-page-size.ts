/**
 * SPEC §9: a student page holds at most 100 rows. Apart from the zod schemas, so the student list
 * reads them without loading zod (decision 0031).
 */
export const MAX_STUDENTS_PER_PAGE = 100;
export const DEFAULT_STUDENTS_PER_PAGE = 20;
