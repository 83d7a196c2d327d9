import type { Logger } from "pino";
import { todayInIndia } from "../../../shared/rules/calendar-date";
import type { Database } from "../../db/database";
import { postScheduledFees } from "./post-scheduled-fees";

const HOUR_MS = 60 * 60 * 1000;

export interface FeePlanScheduler {
  /** Stops the timer and waits for a run under way, so the database can be closed after it. */
  stop(): Promise<void>;
}

export interface FeePlanSchedulerOptions {
  intervalMs?: number;
  /** The date the run posts up to; India's today unless a test says otherwise. */
  today?: () => string;
}

/**
 * Posts due fee plans, and brings their late fines up to date, now and then every hour. Several instances may run it at once (posting is
 * exactly-once by its key); an hourly cadence means a plan's day is charged within the hour, and a
 * restart or a down hour is caught up by the next run. The timer never keeps the process alive.
 */
export function startFeePlanScheduler(
  db: Database,
  logger: Logger,
  { intervalMs = HOUR_MS, today = () => todayInIndia() }: FeePlanSchedulerOptions = {},
): FeePlanScheduler {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    // A run that outlasts the interval is not doubled up; the next tick after it catches up.
    if (stopped || running) return;
    running = postScheduledFees(db, today())
      .then(({ posted, fined, failures }) => {
        if (posted > 0 || fined > 0) logger.info({ posted, fined }, "fee plans posted");
        for (const { schoolId, error } of failures)
          logger.error({ err: error, schoolId }, "fee plan posting failed; the next run tries again");
      })
      .catch((error: unknown) => logger.error({ err: error }, "fee plan run failed; the next run tries again"))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
