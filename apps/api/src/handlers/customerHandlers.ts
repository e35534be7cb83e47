import { TEXT_LIMITS } from '@art-portal/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { consumeCode } from '../auth/codes';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { issueToken, revokeAllTokens, revokeToken } from '../auth/tokens';
import { isPublic } from '../db/publicRows';
import { customers, projects } from '../db/schema';
import type { Deps, HandlerSet, ResourceCalls } from '../app/Handlers';
import { badRequest, notFound } from '../http/BusinessError';
import { toKey } from '../http/paging';
import { checkEmail } from './checkEmail';
import { checkPhone } from './checkPhone';
import { findCustomerByPhone } from './findCustomerByPhone';
import { limitText } from './limitText';
import { notifyCustomer } from './notifyCustomer';

function checkPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
  return password;
}

/** Registration, password reset and the customer's own account. */
export function customerHandlers({ db, config }: Deps): HandlerSet<ResourceCalls<'customer'>> {
  const findByEmail = async (email: string) =>
    (await db.select().from(customers).where(eq(customers.email, email)).limit(1))[0];

  return {
    'customer.register': async ({ body }) => {
      const phone = checkPhone(body.phone);
      const password = checkPassword(body.password);
      // The code is checked first, so only its holder learns that the phone is taken; it then still logs in.
      const existing = await findCustomerByPhone(db, phone);
      await consumeCode(db, 'sms', phone, body.code, { keep: Boolean(existing) });
      if (existing) throw badRequest('该手机号已注册，请直接登录');
      const inserted = await db
        .insert(customers)
        .values({ phone, passwordHash: await hashPassword(password) })
        .onConflictDoNothing()
        .returning({ id: customers.id });
      const id = inserted[0]?.id;
      if (id === undefined) throw badRequest('该手机号已注册，请直接登录');
      await notifyCustomer(
        db,
        id,
        '欢迎加入数字艺术门户',
        '注册成功。完善认证信息后即可参与作品征集与课程学习。',
      );
      return issueToken(db, id, config.tokenTtlSeconds);
    },

    'customer.resetPassword': async ({ body }) => {
      const phone = checkPhone(body.phone);
      const password = checkPassword(body.password);
      const customer = await findCustomerByPhone(db, phone);
      await consumeCode(db, 'sms', phone, body.code, { keep: !customer });
      if (!customer) throw badRequest('该手机号尚未注册，请先注册');
      await db
        .update(customers)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(customers.id, customer.id));
      await revokeAllTokens(db, customer.id);
      await notifyCustomer(
        db,
        customer.id,
        '密码已重置',
        '您的登录密码已通过短信验证重置。如非本人操作，请立即联系我们。',
      );
      return null;
    },

    'customer.changePassword': async ({ body, customer }) => {
      const password = checkPassword(body.newPassword);
      if (!(await verifyPassword(body.oldPassword, customer.passwordHash))) throw badRequest('原密码错误');
      await db
        .update(customers)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(customers.id, customer.id));
      await revokeAllTokens(db, customer.id);
      await notifyCustomer(db, customer.id, '密码已修改', '您的登录密码已修改，请使用新密码登录。');
      return null;
    },

    'customer.updatePhone': async ({ body, customer }) => {
      const phone = checkPhone(body.phone);
      if (phone === customer.phone) throw badRequest('新手机号不能与原手机号相同');
      const owner = await findCustomerByPhone(db, phone);
      await consumeCode(db, 'sms', phone, body.code, { keep: Boolean(owner) });
      if (owner) throw badRequest('该手机号已被其他账号使用');
      await db.update(customers).set({ phone }).where(eq(customers.id, customer.id));
      await revokeAllTokens(db, customer.id);
      await notifyCustomer(
        db,
        customer.id,
        '手机号已修改',
        `您的登录手机号已修改为 ${phone.slice(0, 3)}****${phone.slice(-4)}。`,
      );
      return null;
    },

    'customer.updateEmail': async ({ body, customer }) => {
      const email = checkEmail(body.email);
      if (email === customer.email) throw badRequest('新邮箱不能与原邮箱相同');
      const owner = await findByEmail(email);
      const taken = Boolean(owner && owner.id !== customer.id);
      if (customer.email) {
        if (!body.oldCode) throw badRequest('请输入原邮箱验证码');
        await consumeCode(db, 'email', customer.email, body.oldCode, { keep: taken });
      }
      await consumeCode(db, 'email', email, body.code, { keep: taken });
      if (taken) throw badRequest('该邮箱已被其他账号使用');
      await db.update(customers).set({ email }).where(eq(customers.id, customer.id));
      await revokeAllTokens(db, customer.id);
      await notifyCustomer(db, customer.id, '邮箱已修改', `您的邮箱已修改为 ${email}。`);
      return null;
    },

    'customer.getInfo': ({ customer }) =>
      Promise.resolve({
        name: customer.name ?? '',
        phone: customer.phone,
        email: customer.email,
        authProject: customer.authProject,
        authOrg: customer.authOrg,
        studentCode: customer.studentCode,
        authStatus:
          customer.authStatus === 0 || customer.authStatus === 1 || customer.authStatus === 2
            ? customer.authStatus
            : null,
      }),

    'customer.listProjects': () =>
      db
        .select({ id: projects.id, projectName: projects.projectName })
        .from(projects)
        .where(isPublic(projects))
        .orderBy(projects.id),

    'customer.updateInfo': async ({ body, customer }) => {
      const projectId = toKey(body.authProject);
      const project =
        projectId === null
          ? undefined
          : (
              await db
                .select()
                .from(projects)
                .where(and(eq(projects.id, projectId), isPublic(projects)))
                .limit(1)
            )[0];
      if (!project) throw notFound('认证项目');
      const name = limitText(body.name, TEXT_LIMITS.verificationName, '姓名');
      if (!name) throw badRequest('请输入姓名');
      await db
        .update(customers)
        .set({
          name,
          authProject: project.id,
          authOrg: limitText(body.authOrg, TEXT_LIMITS.authOrg, '认证机构') || null,
          studentCode: limitText(body.studentCode, TEXT_LIMITS.studentCode, '学号') || null,
          authStatus: 0,
          authSubmittedAt: new Date(),
        })
        .where(eq(customers.id, customer.id));
      await notifyCustomer(
        db,
        customer.id,
        '认证信息已提交',
        `您提交的“${project.projectName}”认证信息已进入审核，结果将通过站内消息通知您。`,
      );
      return null;
    },

    'customer.logout': async ({ token }) => {
      if (token) await revokeToken(db, token);
      return null;
    },
  };
}
