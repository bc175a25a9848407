import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@roadshow/db/client';
import { companies, companyMembers } from '@roadshow/db/schema';
import type { ConsoleRole } from '@roadshow/contracts/console';

export type CompanyMemberRow = typeof companyMembers.$inferSelect;

/** Console memberships (decision 030): who holds which role in which company. */
export function createCompanyMemberRepository(db: Db) {
  return {
    async roleOf(companyId: number, userId: string): Promise<ConsoleRole | null> {
      const [row] = await db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
      return (row?.role as ConsoleRole | undefined) ?? null;
    },

    async companyExists(companyId: number): Promise<boolean> {
      const rows = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      return rows.length > 0;
    },

    /** The user's companies with their role, by company code. */
    forUser(userId: string) {
      return db
        .select({
          companyId: companies.id,
          code: companies.code,
          nameZh: companies.shortNameZh,
          nameEn: companies.shortNameEn,
          nameTc: companies.shortNameTc,
          role: companyMembers.role,
        })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId))
        .orderBy(asc(companies.code));
    },

    /** Every company, for the operator's switcher (bounded: the console is not a company search). */
    allCompanies(limit: number) {
      return db
        .select({
          companyId: companies.id,
          code: companies.code,
          nameZh: companies.shortNameZh,
          nameEn: companies.shortNameEn,
          nameTc: companies.shortNameTc,
        })
        .from(companies)
        .orderBy(asc(companies.code))
        .limit(limit);
    },

    forCompany(companyId: number): Promise<CompanyMemberRow[]> {
      return db
        .select()
        .from(companyMembers)
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(asc(companyMembers.createdAt), asc(companyMembers.userId));
    },

    /** Sets the user's role in the company (a second grant changes the role). */
    async upsert(values: typeof companyMembers.$inferInsert): Promise<CompanyMemberRow> {
      const [row] = await db
        .insert(companyMembers)
        .values(values)
        .onConflictDoUpdate({
          target: [companyMembers.companyId, companyMembers.userId],
          set: { role: values.role, mobile: values.mobile, grantedBy: values.grantedBy },
        })
        .returning();
      return row!;
    },

    async remove(companyId: number, userId: string): Promise<boolean> {
      const rows = await db
        .delete(companyMembers)
        .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
        .returning({ userId: companyMembers.userId });
      return rows.length > 0;
    },
  };
}

export type CompanyMemberRepository = ReturnType<typeof createCompanyMemberRepository>;
