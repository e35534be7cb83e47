import Article from '@mui/icons-material/Article';
import Badge from '@mui/icons-material/Badge';
import Brush from '@mui/icons-material/Brush';
import Campaign from '@mui/icons-material/Campaign';
import Category from '@mui/icons-material/Category';
import Comment from '@mui/icons-material/Comment';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Assignment from '@mui/icons-material/Assignment';
import FactCheck from '@mui/icons-material/FactCheck';
import Collections from '@mui/icons-material/Collections';
import History from '@mui/icons-material/History';
import Login from '@mui/icons-material/Login';
import Mail from '@mui/icons-material/Mail';
import Museum from '@mui/icons-material/Museum';
import People from '@mui/icons-material/People';
import School from '@mui/icons-material/School';
import Verified from '@mui/icons-material/Verified';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import Block from '@mui/icons-material/Block';
import type { SvgIconComponent } from '@mui/icons-material';

/** One icon per menu entry, by resource (`''` is 工作台). */
export const menuIcons: Readonly<Record<string, SvgIconComponent>> = {
  '': Dashboard,
  artworks: Brush,
  activities: Campaign,
  exhibitions: Museum,
  hallWorks: Collections,
  news: Article,
  courses: School,
  banners: ViewCarousel,
  pages: Description,
  categories: Category,
  projects: Badge,
  verifications: Verified,
  entries: FactCheck,
  comments: Comment,
  homework: Assignment,
  messages: Mail,
  staff: People,
  operationLogs: History,
  loginLogs: Login,
  sensitiveWords: Block,
};
