import type { ArtPaletteName } from '@art-portal/ui-shell/theme';

export type FriendStudio = {
  name: string;
  city: string;
  field: string;
  text: string;
  palette: ArtPaletteName;
};

export const friendsLead =
  '艺术之友是与数字艺术门户同行的工作室、创作者社群与合作机构。他们在各自的城市里创作、策展、授课，也在这里分享作品与经验。';

export const friendStudios: FriendStudio[] = [
  {
    name: '光合影像工作室',
    city: '上海',
    field: '沉浸式影像 · 空间投影',
    text: '专注大型沉浸式影像创作，作品曾在多座城市的美术馆与商业空间展出。',
    palette: 'aurora',
  },
  {
    name: '墨池数字艺术社',
    city: '杭州',
    field: '数字水墨 · 东方美学',
    text: '以数字手段重释传统水墨，探索笔墨语言在屏幕与装置中的新可能。',
    palette: 'ink',
  },
  {
    name: '原野声景实验室',
    city: '成都',
    field: '声音艺术 · 交互装置',
    text: '采集山野与城市的声音，把它们转化为可以触摸、可以行走其间的装置。',
    palette: 'jade',
  },
  {
    name: '像素与山海',
    city: '深圳',
    field: '像素艺术 · 独立游戏美术',
    text: '由一群游戏美术师发起的创作社群，定期举办像素艺术创作营。',
    palette: 'ember',
  },
  {
    name: '北岸生成艺术小组',
    city: '北京',
    field: '生成艺术 · 算法绘画',
    text: '以代码为画笔，研究生成艺术的创作方法，并面向青少年开设编程艺术课。',
    palette: 'dusk',
  },
  {
    name: '海潮新媒体剧场',
    city: '厦门',
    field: '新媒体剧场 · 动作捕捉',
    text: '把舞蹈、动作捕捉与实时影像结合，创作可巡演的新媒体剧场作品。',
    palette: 'ocean',
  },
];

export const friendBenefits = [
  { title: '作品优先展示', text: '艺术之友的新作可优先进入首页推荐与云展览选题。' },
  { title: '联合策展与征集', text: '与平台共同发起主题征集，对接产业合作项目。' },
  { title: '课程共建', text: '把工作室的创作方法做成视频教程，与更多学习者分享。' },
];
