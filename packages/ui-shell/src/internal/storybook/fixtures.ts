import type { PictureSources } from '../../content/CoverImage';

/** An SVG placeholder picture as a data URL, so stories and tests need no network. */
export function svgPicture(label: string, background: string, width = 800, height = 600): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" fill="#fff" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A picture's renditions (see CoverImage): the SVG placeholder at two widths. */
export function samplePicture(label: string, background: string): PictureSources {
  const small = svgPicture(label, background, 480, 360);
  const large = svgPicture(label, background, 960, 720);
  return { src: large, srcSet: `${small} 480w, ${large} 960w` };
}

/** A picture that cannot be decoded, as a 404 page or a broken file is, so that it fails without network. */
export const brokenPicture = 'data:image/png;base64,iVBORw0KGgo=';

/** A few artworks for grids, cards and the viewer. */
export const sampleArtworks = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  title: `数字作品 ${index + 1}`,
  author: `艺术家 ${index + 1}`,
  cover: svgPicture(String(index + 1), ['#1f4fd1', '#b5651d', '#2e7d32', '#6a1b9a'][index % 4] ?? '#333'),
}));

/** The verification dialog's projects and a customer not yet verified. */
export const sampleProjects = [
  { id: 1, projectName: '数字艺术人才培养计划' },
  { id: 2, projectName: '亚洲数字艺术展' },
];

/** The longest 姓名, 认证机构 and 学号 the server takes (the api-client's TEXT_LIMITS, which ui-shell cannot import). */
export const sampleVerificationMaxLengths = { name: 30, authOrg: 100, studentCode: 50 };

export const sampleCustomer = {
  name: '张三',
  phone: '13800000000',
  email: 'zhangsan@example.com',
  authProject: 1,
  authOrg: '美术学院',
  studentCode: '2026001',
  authStatus: 0 as const,
};
