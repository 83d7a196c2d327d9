/**
 * userId → schoolId, per app instance. Safe to keep without expiry because the mapping never changes:
 * a school is created once per owner and is never transferred or deleted. (If deletion is ever
 * added, it must call `forget`.) Only found schools are cached; "no school yet" is always asked anew.
 */
export class SchoolIdCache {
  private readonly ids = new Map<string, string>();

  constructor(private readonly capacity = 10_000) {}

  get(userId: string): string | undefined {
    return this.ids.get(userId);
  }

  set(userId: string, schoolId: string) {
    if (this.ids.size >= this.capacity) this.ids.delete(this.ids.keys().next().value!);
    this.ids.set(userId, schoolId);
  }

  forget(userId: string) {
    this.ids.delete(userId);
  }
}
