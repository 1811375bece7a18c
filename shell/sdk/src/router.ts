/**
 * The parts of react-router the shell and the remotes use, and nothing else, exported by the sdk: the
 * page's one router comes with the sdk's share. A share of the package itself would ship all of it, data
 * routers included (62 KiB gzip against 14).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom'
