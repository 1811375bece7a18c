/**
 * The parts of react-router the shell and the remotes use, and nothing else, exported by the sdk: the
 * page's one router comes with the sdk's share. A share of the package itself would ship all of it, data
 * routers included (62 KiB gzip against 14). Tests render screens in react-router's own MemoryRouter:
 * the same router module, and no weight for the page.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom'
