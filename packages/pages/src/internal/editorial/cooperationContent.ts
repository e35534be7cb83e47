import type { EditorialContent } from './EditorialContent';
import { navSections, portalPages, type PageName } from '../../routing/portalRouteList';

/** The pages of 产业合作's scenarios: the route list's pages served by the cooperation module. */
type CooperationPage = {
  [Name in PageName]: (typeof portalPages)[Name]['module'] extends 'cooperation' ? Name : never;
}[PageName];

/** One 产业合作 scenario: its page, its label in the nav (its page name), its path and its words. */
type CooperationScenario = { page: CooperationPage; name: string; path: string; content: EditorialContent };

const scenarioContent: Record<CooperationPage, Omit<EditorialContent, 'eyebrow' | 'title'>> = {
  cooperationTourism: {
    lead: '让千年文脉在光影中苏醒。我们以数字艺术重新讲述景区、博物馆与古街的故事，把一次观光变成一段可以沉浸、可以参与、可以带走的文化体验。',
    palette: 'ember',
    figures: [
      { value: '36', label: '合作景区与文博场馆' },
      { value: '1200万+', label: '沉浸式体验累计观众' },
      { value: '4.8', label: '游客平均满意度（5 分制）' },
    ],
    chapters: [
      {
        title: '夜游经济的光影引擎',
        paragraphs: [
          '从古城墙的投影秀到水岸的互动灯光装置，我们为夜间文旅提供从策划、内容创作到设备集成的一体化方案。作品依据场地的历史与肌理量身创作，避免千篇一律的“灯光堆砌”。',
          '每一个夜游项目都配有内容更新计划，节庆与季节主题可以按需替换，让游客“常来常新”。',
        ],
        palette: 'ember',
        caption: '古城夜游光影装置概念图',
      },
      {
        title: '博物馆里的数字展陈',
        paragraphs: [
          '以高精度数字化采集为基础，把难以展出的珍贵文物转化为可交互的数字藏品与沉浸式展厅，观众可以放大纹样细节、聆听器物背后的故事。',
          '我们与策展团队共同确定学术口径，保证数字内容既生动又严谨。',
        ],
        palette: 'dusk',
        caption: '文物纹样数字化再创作',
      },
      {
        title: '文创与研学的延伸',
        paragraphs: [
          '围绕景区 IP 开发数字文创、研学课程与线上云游，把一次到访延伸为长期的文化连接，为目的地带来持续的二次消费。',
        ],
        palette: 'jade',
        caption: '研学课程中的数字绘画工作坊',
      },
    ],
    casesTitle: '合作案例',
    cases: [
      {
        title: '“长河入梦”古镇夜游',
        place: '江南某历史文化名镇',
        text: '三公里水岸光影叙事，开放首季夜间客流同比增长 62%。',
        palette: 'ocean',
      },
      {
        title: '“纹藏”青铜器数字展',
        place: '中部某省级博物馆',
        text: '六十件馆藏青铜器的高精度数字再现，配套互动拓印体验。',
        palette: 'ember',
      },
      {
        title: '“山海云游”线上展馆',
        place: '西南某国家级风景区',
        text: '全景漫游与虚拟讲解结合，上线半年访问量突破 300 万人次。',
        palette: 'jade',
      },
    ],
  },
  cooperationBrand: {
    lead: '当品牌遇见艺术家，传播便有了温度与记忆点。我们连接数千位数字艺术创作者，为品牌打造有审美、有话题、可持续运营的艺术内容。',
    palette: 'dusk',
    figures: [
      { value: '3000+', label: '签约与合作艺术家' },
      { value: '180', label: '已服务品牌项目' },
      { value: '10亿+', label: '联名内容累计曝光' },
    ],
    chapters: [
      {
        title: '艺术家联名共创',
        paragraphs: [
          '依据品牌调性在艺术家库中精准匹配创作者，从视觉提案、共创打磨到版权授权全程陪伴，让联名作品既保有艺术家的个人语言，也准确传达品牌价值。',
        ],
        palette: 'dusk',
        caption: '品牌联名数字插画系列',
      },
      {
        title: '快闪展与沉浸空间',
        paragraphs: [
          '在商业综合体、旗舰店与发布会现场搭建数字艺术快闪展，以互动装置带动到店与社交分享，让空间本身成为传播的媒介。',
          '我们提供从内容到搭建、运营、数据复盘的完整服务。',
        ],
        palette: 'aurora',
        caption: '商场中庭沉浸式快闪空间',
      },
      {
        title: '数字藏品与会员权益',
        paragraphs: [
          '以合规的数字藏品和会员专属艺术内容增强用户黏性，让艺术成为品牌与消费者之间长期对话的纽带。',
        ],
        palette: 'ocean',
        caption: '会员专属限量数字艺术卡',
      },
    ],
    casesTitle: '合作案例',
    cases: [
      {
        title: '“城市之声”联名礼盒',
        place: '某国产茶饮品牌',
        text: '十二位青年艺术家绘制城市印象，礼盒上市首周售罄。',
        palette: 'ember',
      },
      {
        title: '“未来出行”沉浸快闪',
        place: '某新能源汽车品牌',
        text: '生成式艺术与车辆发布结合，现场互动参与超 8 万人次。',
        palette: 'aurora',
      },
      {
        title: '“四季花信”会员计划',
        place: '某美妆集团',
        text: '按节气更新的数字艺术权益，会员复购率提升 18%。',
        palette: 'dusk',
      },
    ],
  },
  cooperationCity: {
    lead: '老厂房、旧街区与城市公共空间，是承载集体记忆的容器。我们用数字艺术为城市更新注入新的叙事，让更新后的空间既有烟火气，也有未来感。',
    palette: 'ocean',
    figures: [
      { value: '24', label: '参与的城市更新项目' },
      { value: '56万㎡', label: '数字艺术覆盖的公共空间' },
      { value: '90+', label: '落地的公共艺术作品' },
    ],
    chapters: [
      {
        title: '工业遗存的再生',
        paragraphs: [
          '把废弃的厂房、仓库与码头改造为数字艺术中心与创意园区，在保留工业肌理的同时引入投影、声音与互动装置，让历史与当代在同一空间对话。',
        ],
        palette: 'ink',
        caption: '老厂房改造后的数字艺术中心',
      },
      {
        title: '街区的公共艺术',
        paragraphs: [
          '为街巷、广场和地铁站设计可长期运营的数字公共艺术，作品内容可依据节庆、展览与社区活动更新，成为街区的文化名片。',
          '我们邀请社区居民参与共创，让公共艺术真正属于在这里生活的人。',
        ],
        palette: 'ocean',
        caption: '地铁换乘通道中的光影长廊',
      },
      {
        title: '城市级数字展演',
        paragraphs: [
          '以楼体灯光、大型户外屏与城市地标为画布，策划城市级数字艺术节，带动夜间消费与城市形象传播。',
        ],
        palette: 'aurora',
        caption: '滨江楼体灯光艺术节',
      },
    ],
    casesTitle: '合作案例',
    cases: [
      {
        title: '“织机回响”纺织厂更新',
        place: '华东某老工业城市',
        text: '百年纺织厂改造为数字艺术园区，年接待访客 120 万人次。',
        palette: 'ink',
      },
      {
        title: '“光之巷”街区计划',
        place: '华南某历史街区',
        text: '二十处数字壁画与互动灯光，带动街区商户营业额增长三成。',
        palette: 'ember',
      },
      {
        title: '“江城光影节”',
        place: '长江沿岸某省会城市',
        text: '六公里江岸楼体联动演出，单夜最高观众逾 40 万人。',
        palette: 'ocean',
      },
    ],
  },
  cooperationVillage: {
    lead: '每一座村庄都有自己的山水、手艺与节令。我们把数字艺术带进乡村，帮助村庄讲好自己的故事，也把乡土之美带给更远的人。',
    palette: 'jade',
    figures: [
      { value: '48', label: '结对帮扶的村镇' },
      { value: '620+', label: '参与培训的乡村创作者' },
      { value: '2300万', label: '带动的文创与农文旅收入（元）' },
    ],
    chapters: [
      {
        title: '非遗手艺的数字新生',
        paragraphs: [
          '为蜡染、竹编、剪纸等乡村非遗建立数字档案，并与艺术家合作开发数字纹样库，让传统图案进入设计、服饰与文创产品。',
          '每一次授权使用，都有收益回流到手艺人与村集体。',
        ],
        palette: 'jade',
        caption: '蜡染纹样的数字化再设计',
      },
      {
        title: '艺术驻村与乡村美育',
        paragraphs: [
          '组织艺术家驻村创作，在田间、祠堂与学校中完成数字艺术作品，同时为乡村孩子开设数字绘画与影像课程，播下美育的种子。',
        ],
        palette: 'ocean',
        caption: '驻村艺术家与孩子们的影像课',
      },
      {
        title: '农文旅融合',
        paragraphs: [
          '以数字艺术装置点亮稻田、茶山与古村落，结合节庆活动与线上推广，把“看风景”升级为“过节日、住民宿、带好物”的完整体验。',
        ],
        palette: 'ember',
        caption: '稻田里的夜间灯光艺术',
      },
    ],
    casesTitle: '合作案例',
    cases: [
      {
        title: '“蓝靛之诗”非遗纹样库',
        place: '西南某苗族村寨',
        text: '收录四百余种传统纹样，授权开发文创产品六十余款。',
        palette: 'ocean',
      },
      {
        title: '“稻田星河”艺术季',
        place: '东北某粮食主产村',
        text: '稻田灯光装置与丰收节联动，带动民宿入住率翻番。',
        palette: 'jade',
      },
      {
        title: '“茶山画卷”驻村计划',
        place: '东南某茶乡',
        text: '十位艺术家驻村三个月，作品巡展至五座城市。',
        palette: 'dusk',
      },
    ],
  },
  cooperationScience: {
    lead: '算法、传感与人工智能正在成为新的画笔。我们与科研机构和科技企业携手，用艺术的方式诠释前沿科技，让复杂的知识变得可感、可亲、可对话。',
    palette: 'aurora',
    figures: [
      { value: '15', label: '合作高校与科研院所' },
      { value: '70+', label: '科技艺术原创作品' },
      { value: '9', label: '国际科技艺术奖项' },
    ],
    chapters: [
      {
        title: '科研成果的艺术转译',
        paragraphs: [
          '把天文观测、基因序列、气候数据等科研数据转化为可视化艺术作品，在科技馆、发布会与学术会议中呈现，让公众直观感受科学之美。',
        ],
        palette: 'aurora',
        caption: '由星系巡天数据生成的光影作品',
      },
      {
        title: '人工智能与共创',
        paragraphs: [
          '探索人工智能与艺术家协作的新方式：艺术家训练风格模型，观众以语音、手势参与生成，每一件作品都是人与机器共同完成的对话。',
          '我们重视数据来源与版权合规，所有训练素材均经授权。',
        ],
        palette: 'dusk',
        caption: '观众参与生成的互动影像',
      },
      {
        title: '交互装置与新媒体剧场',
        paragraphs: [
          '结合动作捕捉、空间声场与机械装置，打造可巡演的新媒体剧场与交互装置，为科技企业的展厅和品牌活动提供独特的表达方式。',
        ],
        palette: 'ocean',
        caption: '机械臂与光束共舞的新媒体剧场',
      },
    ],
    casesTitle: '合作案例',
    cases: [
      {
        title: '“深空回声”天文艺术展',
        place: '某国家天文台联合策划',
        text: '以射电望远镜数据生成声音与影像，巡展观众超 50 万人次。',
        palette: 'aurora',
      },
      {
        title: '“生命之码”基因艺术',
        place: '某生命科学研究所',
        text: '将基因序列转译为可聆听的旋律与可触摸的光纹。',
        palette: 'jade',
      },
      {
        title: '“算法花园”互动装置',
        place: '某科技企业展厅',
        text: '访客的脚步与声音实时生成花园形态，成为展厅的常设作品。',
        palette: 'dusk',
      },
    ],
  },
};

const ordinals = '一二三四五六七八九十';

const isScenario = (name: PageName): name is CooperationPage => portalPages[name].module === 'cooperation';

/** The scenarios in the nav's order; the eyebrow and the title are the section's and the scenario's nav labels. */
export const cooperationScenarios: readonly CooperationScenario[] = /* @__PURE__ */ (
  Object.keys(portalPages) as PageName[]
)
  .filter(isScenario)
  .map((page, index) => {
    const { path, nav } = portalPages[page];
    return {
      page,
      name: nav.label,
      path,
      content: {
        eyebrow: `${navSections.right.cooperation} · 场景${ordinals[index]}`,
        title: nav.label,
        ...scenarioContent[page],
      },
    };
  });

/** The scenario a path shows: its own, else the first. */
export const cooperationScenarioAt = (pathname: string): CooperationScenario =>
  cooperationScenarios.find((scenario) => scenario.path === pathname) ?? cooperationScenarios[0]!;
