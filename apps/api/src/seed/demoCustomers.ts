/** Password of every demo customer. */
export const demoPassword = 'Art2026demo';

/** The demo customers, one per verification status (also listed in the README). */
export const demoCustomers: {
  phone: string;
  name: string | null;
  email: string | null;
  authOrg: string | null;
  studentCode: string | null;
  authStatus: 0 | 1 | 2 | null;
}[] = [
  { phone: '13800000001', name: null, email: null, authOrg: null, studentCode: null, authStatus: null },
  {
    phone: '13800000002',
    name: '李文静',
    email: null,
    authOrg: '中国美术学院',
    studentCode: '2023110245',
    authStatus: 0,
  },
  {
    phone: '13800000003',
    name: '张艺然',
    email: 'zhangyiran@example.com',
    authOrg: '清华大学美术学院',
    studentCode: '2022080117',
    authStatus: 1,
  },
  {
    phone: '13800000004',
    name: '王浩宇',
    email: 'wanghaoyu@example.com',
    authOrg: '四川美术学院',
    studentCode: '2024010033',
    authStatus: 2,
  },
];
