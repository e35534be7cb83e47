import type {
  Activity,
  ActivityEntry,
  Banner,
  Course,
  CourseComment,
  UserInfo,
} from '@art-portal/api-client';

/** Contract-shaped records the test server answers with. */
export const banners: Banner[] = [
  {
    id: 1,
    title: '亚洲数字艺术展',
    imageUrl: '//cdn.example.cn/b1.jpg',
    link: '/cloudExhibition?id=1',
    sort: 1,
  },
  { id: 2, title: '征集活动', imageUrl: '//cdn.example.cn/b2.jpg', link: '/activity/detail?id=3', sort: 2 },
];

export function course(id: number, checkedIn: boolean): Course {
  return {
    id,
    title: `课程 ${id}`,
    cover: '//cdn.example.cn/c.jpg',
    lecturer: '张老师',
    summary: '数字绘画入门',
    duration: 1200,
    viewCount: 10,
    createTime: '2026-01-01 10:00:00',
    videoUrl: '//cdn.example.cn/c.mp4',
    description: '<p>课程介绍</p>',
    checkedIn,
    homeworkSubmitted: false,
  };
}

export function comment(id: number, courseId: number, content: string): CourseComment {
  return { id, courseId, customerName: '王芳', content, createTime: '2026-01-02 10:00:00' };
}

export const userInfo: UserInfo = {
  name: '',
  phone: '13900000000',
  email: 'wang@example.cn',
  authProject: null,
  authOrg: null,
  studentCode: null,
  authStatus: null,
};

export const activity: Activity = {
  id: 3,
  title: '城市之光数字艺术征集',
  cover: '//cdn.example.cn/a.jpg',
  summary: '面向青年创作者',
  startTime: '2026-03-01 00:00:00',
  endTime: '2026-12-31 23:59:59',
  status: 1,
  entryCount: 0,
  rules: '<p>规则</p>',
  prizes: '<p>奖项</p>',
  organizer: '数字艺术中心',
  attended: false,
};

export const entry: ActivityEntry = {
  id: 1,
  activityId: 3,
  title: '',
  description: '<p>作品</p>',
  cover: '//cdn.example.cn/e.jpg',
  fileUrls: [],
  customerName: '王芳',
  createTime: '2026-03-02 10:00:00',
};
