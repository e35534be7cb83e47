/** Deterministic pseudo-random choices for the seed, so every fresh database looks the same. */
export function seededPicker(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export const artistNames = [
  '林晓岚',
  '陈墨川',
  '周语桐',
  '王思远',
  '赵一帆',
  '孙可欣',
  '刘星河',
  '黄子谦',
  '吴清扬',
  '郑雨萱',
  '许知远',
  '何沐阳',
  '高嘉禾',
  '罗安琪',
  '梁初夏',
  '谢望舒',
  '宋启明',
  '唐若溪',
  '韩立言',
  '冯小满',
] as const;

export const titleHeads = [
  '流光',
  '潮汐',
  '星野',
  '回响',
  '折叠',
  '浮游',
  '岚',
  '未名',
  '量子',
  '拾光',
  '镜城',
  '云栖',
  '织梦',
  '微光',
  '山海',
  '远方',
] as const;
export const titleTails = [
  '之境',
  '序曲',
  '变奏',
  '计划',
  '笔记',
  '图谱',
  '花园',
  '漫游',
  '协奏',
  '档案',
  '频率',
  '切片',
] as const;

export const techniques = [
  'Processing 生成算法',
  'TouchDesigner 实时渲染',
  'Blender 三维建模',
  'p5.js 流场算法',
  'Stable Diffusion 辅助创作',
  '数位板绘',
  'Unreal Engine 实时影像',
  'Houdini 程序化建模',
] as const;

export const tagPool = [
  '生成艺术',
  '算法',
  '色彩',
  '东方美学',
  '未来城市',
  '自然',
  '交互',
  '光影',
  '粒子',
  '沉浸式',
  '人工智能',
  '几何',
  '水墨',
  '声音可视化',
] as const;

/** A few paragraphs of editor HTML about an artwork. */
export function artworkDescription(
  title: string,
  author: string,
  technique: string,
  tags: readonly string[],
): string {
  return [
    `<p>《${title}》是${author}以${technique}完成的数字作品。作者从日常观察出发，把${tags[0] ?? '色彩'}与${tags[1] ?? '光影'}转译为可计算的规则，让画面在秩序与偶然之间生长。</p>`,
    `<p>作品中的每一条线、每一个色块都由程序依据随机种子生成，同一规则在不同参数下呈现出截然不同的面貌。观者看到的是一次“定格”，而作品本身是一套可以不断生成的系统。</p>`,
    `<h3>创作手记</h3><ul><li>构思：以“${tags[0] ?? '自然'}”为母题，寻找可被算法描述的形态。</li><li>实验：反复调整噪声频率与色板，筛选出最有张力的版本。</li><li>呈现：高分辨率输出，适合大屏与数字展厅展示。</li></ul>`,
  ].join('');
}

export const newsSources = [
  '数字艺术门户',
  '中国美术报',
  '艺术与科技周刊',
  '新华网文化频道',
  '澎湃新闻·艺术',
  '数字文化产业观察',
] as const;

export const newsTopics = [
  '数字艺术作品征集启动',
  '生成艺术论坛在沪举办',
  'AI 与当代艺术研讨会召开',
  '沉浸式展览观众突破十万',
  '高校数字媒体专业联合展开幕',
  '文旅融合数字化案例发布',
  '城市更新中的公共艺术实践',
  '乡村振兴数字艺术工作坊结营',
  '亚洲数字艺术展巡展启程',
  '青年数字艺术家扶持计划公布',
  '数字藏品行业自律倡议发布',
  '元宇宙展厅建设指南征求意见',
  '开源创意编程社区年度报告',
  '艺术科技实验室揭牌',
  '博物馆数字化新品上线',
  '国际数字艺术双年展入围名单公布',
  '数字艺术人才培养标准研讨',
  'AI 数字公园开放体验季',
  '流光艺术节点亮滨江',
  '创意编程大赛颁奖典礼举行',
] as const;

/** Rich editor HTML of a news article. */
export function newsContent(title: string, source: string): string {
  return [
    `<p><strong>${source}讯</strong> ${title}。活动吸引了来自高校、美术馆、科技企业与独立创作者的广泛参与，现场气氛热烈。</p>`,
    '<h2>聚焦技术与艺术的交汇</h2>',
    '<p>与会嘉宾围绕算法创作、实时影像、沉浸式空间与数字版权等议题展开交流。多位艺术家分享了从草图到作品落地的完整流程，并展示了正在进行中的实验项目。</p>',
    '<blockquote>“技术不是艺术的终点，而是打开新感知方式的钥匙。”——一位参展艺术家如是说。</blockquote>',
    '<h2>亮点回顾</h2>',
    '<ol><li>发布年度数字艺术创作趋势观察；</li><li>启动面向青年创作者的孵化与展示计划；</li><li>多家机构签署合作备忘录，推动优秀作品进入城市公共空间。</li></ol>',
    '<p>主办方表示，后续将持续开放作品征集通道，欢迎更多创作者通过<a href="#/activity/index">作品征集</a>页面报名参与。</p>',
  ].join('');
}

export const courseTopics = [
  ['创意编程入门：用 p5.js 画出第一幅生成艺术', '周语桐'],
  ['流场算法与自然形态', '陈墨川'],
  ['色彩理论在数字绘画中的应用', '林晓岚'],
  ['TouchDesigner 实时视觉基础', '王思远'],
  ['Blender 三维建模与材质速成', '赵一帆'],
  ['分形之美：从曼德博集合说起', '孙可欣'],
  ['生命游戏与元胞自动机艺术', '刘星河'],
  ['AI 辅助创作的方法与边界', '黄子谦'],
  ['数字展厅的空间叙事设计', '吴清扬'],
  ['声音可视化：让音乐化作流光', '郑雨萱'],
  ['作品集整理与数字版权保护', '许知远'],
  ['交互装置原型：传感器与投影', '何沐阳'],
] as const;

export const commentLines = [
  '讲得很清楚，跟着做出了第一张作品！',
  '老师的示例代码很有启发，已经收藏。',
  '希望能多讲一些参数调节的技巧。',
  '视频节奏刚好，适合下班后学习。',
  '第一次接触生成艺术，原来这么有意思。',
  '作业已提交，期待老师点评～',
  '请问课程里的色板可以分享一下吗？',
  '内容干货满满，推荐给同学了。',
] as const;
