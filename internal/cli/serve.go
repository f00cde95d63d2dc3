package cli

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/workspace"

	"github.com/foliodocs/folio/internal/codehost/gitea"
	"github.com/foliodocs/folio/internal/codehost/gitlab"

	"github.com/foliodocs/folio/internal/codehost/github"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/jobs/runner"

	"github.com/foliodocs/folio/internal/git"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/foliodocs/folio/internal/api"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/local"
	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/httpcompress"
	"github.com/foliodocs/folio/internal/playproxy"
	"github.com/foliodocs/folio/internal/sitehost"
	"github.com/foliodocs/folio/internal/specfetch"
	"github.com/foliodocs/folio/internal/sso"
	"github.com/foliodocs/folio/internal/store"
)

// serveOptions are serve's flags.
type serveOptions struct {
	serviceFlags
	// listen holds --addr and --port; addr is the address they make.
	listen  addrFlags
	addr    string
	baseURL string
	// siteAddr and siteURL are the sites' listener and public URL: an
	// origin of their own, never the dashboard's.
	siteAddr    string
	siteURL     string
	previewHost string
	model       string
	rateLimit   int
	maxActive   int
	poll        time.Duration
	logFormat   string
	jobs        jobFlags
	// playgroundPrivate and specsPrivate let the playground's proxy and
	// the fetching of specifications reach non-public addresses.
	playgroundPrivate bool
	specsPrivate      bool
	// trustedProxies are the reverse proxies (addresses or CIDR ranges)
	// whose X-Forwarded-For names the client.
	trustedProxies []string
	// auditRetention is how long audit entries are kept (0: forever).
	auditRetention time.Duration
	// adminEmail is the sign-in name of the first owner.
	adminEmail string
	oidc       oidcFlags
	// ready, when set, is told the dashboard's and API's base URL once
	// both listeners are open: folio eval runs serve in its process, on
	// ports the system picks.
	ready func(base string)
}

// oidcFlags configure single sign-on through an OpenID provider.
type oidcFlags struct {
	issuer, clientID, clientSecret, name string
	scopes, domains, groupRoles          []string
	groupsClaim, defaultRole             string
}

func addOIDCFlags(f *pflag.FlagSet, o *oidcFlags) {
	f.StringVar(&o.issuer, "oidc-issuer", "", "single sign-on: the OpenID provider's issuer URL (e.g. https://accounts.google.com, https://ACME.okta.com, https://login.microsoftonline.com/TENANT/v2.0, https://KEYCLOAK/realms/REALM)")
	f.StringVar(&o.clientID, "oidc-client-id", "", "single sign-on: the client id registered with the provider")
	f.StringVar(&o.clientSecret, "oidc-client-secret", "", "single sign-on: the client secret (set FOLIO_OIDC_CLIENT_SECRET rather than the flag, which other users of the machine can see)")
	f.StringVar(&o.name, "oidc-name", "SSO", "single sign-on: the provider's name on the sign-in button")
	f.StringSliceVar(&o.scopes, "oidc-scope", nil, "single sign-on: a scope to ask for besides openid, email and profile (repeat; e.g. groups)")
	f.StringSliceVar(&o.domains, "oidc-allowed-domain", nil, "single sign-on: an email domain that may sign in (repeat; default: any the provider vouches for)")
	f.StringVar(&o.groupsClaim, "oidc-groups-claim", "", "single sign-on: the ID token claim that lists a person's groups (e.g. groups); needed by --oidc-group-role")
	f.StringSliceVar(&o.groupRoles, "oidc-group-role", nil, "single sign-on: GROUP=ROLE, a group whose members get the role (owner, editor, viewer or none) at each sign-in (repeat)")
	f.StringVar(&o.defaultRole, "oidc-default-role", "", "single sign-on: the role of a person who signs in without an account, an invitation or a mapped group (default: they are refused)")
}

// provider builds the single sign-on provider the flags describe (nil
// when --oidc-issuer is not given).
func (o oidcFlags) provider(base string, log *slog.Logger) (*sso.Provider, error) {
	if o.issuer == "" {
		if o.clientID != "" || o.clientSecret != "" || len(o.groupRoles) > 0 {
			return nil, usageError("--oidc-issuer is needed for single sign-on (the other --oidc-* flags are set)")
		}
		return nil, nil
	}
	cfg := sso.Config{Issuer: o.issuer, ClientID: o.clientID, ClientSecret: o.clientSecret, Name: o.name,
		RedirectURL: base + "/dashboard/sso/callback", Scopes: o.scopes, AllowedDomains: o.domains,
		GroupsClaim: o.groupsClaim, DefaultRole: domain.Role(o.defaultRole)}
	if len(o.groupRoles) > 0 {
		cfg.GroupRoles = map[string]domain.Role{}
		for _, gr := range o.groupRoles {
			g, r, ok := strings.Cut(gr, "=")
			if !ok || g == "" {
				return nil, usageError("--oidc-group-role %q: want GROUP=ROLE", gr)
			}
			cfg.GroupRoles[g] = domain.Role(r)
		}
	}
	p, err := sso.New(cfg, sso.Options{})
	if err != nil {
		return nil, usageError("--oidc-*: %v", err)
	}
	log.Info("single sign-on", "issuer", cfg.Issuer, "client_id", cfg.ClientID, "redirect_url", cfg.RedirectURL)
	return p, nil
}

func (sc *serviceCommands) serveCommand() *cobra.Command {
	var o serveOptions
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the Folio service: projects' docs sites, the dashboard and the agent API",
		Example: `  folio serve --model openai:gpt-4.1
  folio serve --port 9090 --site-addr 127.0.0.1:9091
  FOLIO_MODEL=anthropic:claude-sonnet-4-5 folio serve --addr 0.0.0.0:8080 --base-url https://folio.example.com`,
		Long: `Serve runs the Folio service in one process, on two origins:

  --addr       the dashboard (/dashboard/), the agent-job API (/v2/), the
               push hooks, /healthz, /readyz and /metrics;
  --site-addr  every project's docs site (the first at /, each at /p/ID/,
               and at its own host names) and the live previews of job
               branches (/preview/…, or each at its own host name with
               --preview-host).

Docs pages run the scripts their repository (or an agent) wrote, so they
never share an origin with the dashboard; see docs/guides/operations/security.

Data lives in SQLite in the data folder unless --database names PostgreSQL.
On the first run, with no project yet, serve creates the project "demo" from
Folio's own documentation and an admin API key, and with no user yet the
dashboard's first owner (--admin-email, "admin" by default) with a random
password, and prints them once. People sign in with a password, or through
an OpenID provider with the --oidc-* flags (the provider's redirect URL is
--base-url followed by /dashboard/sso/callback).

Every flag can also be set with a FOLIO_* environment variable: --base-url
with FOLIO_BASE_URL, --model with FOLIO_MODEL, and so on.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := sc.envFlags(cmd); err != nil {
				return err
			}
			var err error
			if o.addr, err = o.listen.resolve(cmd.Flags()); err != nil {
				return err
			}
			return sc.serve(cmd.Context(), cmd.OutOrStdout(), cmd.ErrOrStderr(), o)
		},
	}
	f := cmd.Flags()
	sc.addServiceFlags(f, &o.serviceFlags)
	o.listen.add(f, "127.0.0.1:8080", "the dashboard and the API")
	f.StringVar(&o.baseURL, "base-url", "", "the public URL of the dashboard and the API, for links (default: from --addr)")
	f.StringVar(&o.siteAddr, "site-addr", "127.0.0.1:8081", "the address the docs sites and previews listen on")
	f.StringVar(&o.siteURL, "site-url", "", "the public URL of the docs sites, for links (default: from --site-addr); another origin than --base-url")
	f.StringVar(&o.previewHost, "preview-host", "", "serve each job's preview at a host name of its own, such as '*.preview.example.com' (default: sandboxed under /preview/ on the sites' origin)")
	f.StringVar(&o.model, "model", "", "the default model of agent jobs, e.g. openai:gpt-4.1, anthropic:claude-sonnet-4-5 or script:FILE")
	f.IntVar(&o.rateLimit, "rate-limit", 100, "job and message requests each project may make per hour")
	f.IntVar(&o.maxActive, "max-active", 3, "jobs of one project that run at the same time; more wait, queued")
	f.DurationVar(&o.poll, "poll", 30*time.Second, "how often each project's branch is checked for new commits")
	f.StringVar(&o.logFormat, "log-format", "auto", "log format: text, json, or auto (text on a terminal, JSON otherwise)")
	addJobFlags(f, &o.jobs)
	f.BoolVar(&o.playgroundPrivate, "playground-allow-private", false, "let the API playground's proxy reach loopback, private and link-local addresses")
	f.StringSliceVar(&o.trustedProxies, "trusted-proxy", nil, "a reverse proxy in front of folio (an address or a CIDR range; repeat or separate with commas) whose X-Forwarded-For (or Forwarded) header names the client, for the dashboard's sign-in limits, the logs and the audit log")
	f.DurationVar(&o.auditRetention, "audit-retention", 365*24*time.Hour, "how long the audit log keeps an entry (0 keeps every entry)")
	f.BoolVar(&o.specsPrivate, "specs-allow-private", false, "let projects' OpenAPI specifications given by URL be fetched from loopback, private and link-local addresses")
	f.StringVar(&o.adminEmail, "admin-email", auth.FirstOwner, "the sign-in name (an email, or a plain name) of the dashboard's first owner, made on the first run")
	addOIDCFlags(f, &o.oidc)
	return cmd
}

func (sc *serviceCommands) serve(ctx context.Context, stdout, stderr io.Writer, o serveOptions) error {
	log, err := sc.serviceLogger(stderr, o.logFormat)
	if err != nil {
		return err
	}
	if err := sc.checkModel(o.model); err != nil {
		return err
	}
	proxies, err := parseProxies(o.trustedProxies)
	if err != nil {
		return err
	}
	if o.auditRetention < 0 {
		return usageError("--audit-retention %s: want a duration of zero (keep every entry) or more, such as 2160h", o.auditRetention)
	}
	st, err := sc.openStore(ctx, o.serviceFlags, log)
	if err != nil {
		return asExit(err)
	}
	defer st.Close()

	if o.previewHost != "" {
		if err := sitehost.ParsePreviewHost(o.previewHost); err != nil {
			return usageError("--preview-host: %v", err)
		}
	}
	ln, err := listen(o.addr, nextPortHint(o.addr)+" or --addr HOST:PORT")
	if err != nil {
		return err
	}
	defer ln.Close()
	siteLn, err := listen(o.siteAddr, "--site-addr HOST:PORT")
	if err != nil {
		return err
	}
	defer siteLn.Close()
	base := strings.TrimSuffix(o.baseURL, "/")
	if base == "" {
		base = "http://" + displayAddr(ln.Addr().(*net.TCPAddr))
	}
	siteBase := strings.TrimSuffix(o.siteURL, "/")
	if siteBase == "" {
		siteBase = "http://" + displayAddr(siteLn.Addr().(*net.TCPAddr))
	}
	if err := separateOrigins(base, siteBase, o.previewHost); err != nil {
		return usageError("%v", err)
	}

	// One git runner for the whole service: its askpass script lives in
	// the data folder.
	gitRunner, err := git.New(git.Options{Dir: filepath.Join(o.data, "git"), Log: log})
	if err != nil {
		return asExit(err)
	}
	first, err := sc.firstRun(ctx, st, gitRunner, o.data, log)
	if err != nil {
		return asExit(err)
	}
	// The first owner: on an install from before users, the shared
	// password's; on a new one, with a password shown once.
	password, err := auth.EnsureOwner(ctx, st, auth.OwnerOptions{Email: o.adminEmail, Rand: rand.Reader, Now: time.Now(), Generate: true})
	if err != nil {
		return asExit(fmt.Errorf("make the dashboard's first owner: %w", err))
	}
	singleSignOn, err := o.oidc.provider(base, log)
	if err != nil {
		return err
	}

	getenv := func(k string) string { v, _ := sc.env.lookup(k); return v }
	hosts := codeHosts(nil, log)
	// One mirror per project on this node: the jobs' worktrees and the
	// sites are made from it.
	workspaces, err := workspace.New(workspace.Options{Dir: filepath.Join(o.data, "workspaces"), Log: log, Runner: gitRunner})
	if err != nil {
		return asExit(err)
	}
	// One fetcher of the specifications docs.json gives by URL, shared by
	// the sites and the agent's checks.
	specs := hostedFetcher(o.data, o.specsPrivate, specfetch.Options{Log: log})
	host := sitehost.New(sitehost.Options{Mirrors: workspaces, CacheDir: filepath.Join(o.data, "sites"), Log: log, Now: time.Now, Poll: o.poll, Jobs: st, Git: gitRunner,
		PreviewHost: o.previewHost, Credentials: gitCredentials(hosts, getenv),
		Fetcher: specs,
		Playground: playproxy.New(playproxy.Options{AllowPrivate: o.playgroundPrivate, Log: log,
			PrivateHint: "the server's operator can allow it (folio serve --playground-allow-private)"})})
	projects, err := st.Projects(ctx)
	if err != nil {
		return asExit(err)
	}
	if err := host.Set(ctx, projects); err != nil {
		log.Warn("host the projects' sites", "err", err)
	}
	defer host.Close()

	// The built-in review: job branches pushed into local repositories,
	// reviewed and merged on the dashboard. The store notifies every
	// node of a merge, whose sites then rebuild (host.Follow).
	review, err := local.NewHost(local.HostOptions{Store: st, BaseURL: base, Log: log, Git: gitRunner})
	if err != nil {
		return asExit(err)
	}
	siteScheme, _, _ := strings.Cut(siteBase, "://")
	previewURL := func(p, j string) string { return host.PreviewURL(siteScheme, siteBase, p, j) }
	hosts[local.Name] = review
	agents, err := sc.newJobService(jobParts{store: st, log: log, workspaces: workspaces, data: o.data, maxActive: o.maxActive, flags: o.jobs,
		hosts: hosts, specs: specs, previewURL: previewURL})
	if err != nil {
		return asExit(err)
	}

	// Every project is served under /p/ID/, whichever is first at /.
	siteURL := func(id string) string { return siteBase + "/p/" + id + "/" }
	// The API and the dashboard start and change jobs through one
	// service: the same checks, and one hourly limit per project.
	// One audit log for both, the job actions recorded by the service.
	recorder := audit.NewRecorder(st, log, time.Now)
	jobService := jobs.NewService(jobs.ServiceOptions{Store: st, Model: o.model, RateLimit: o.rateLimit, Now: time.Now, Rand: rand.Reader,
		Audit: recorder})
	// Closed when shutdown begins: the dashboard's event streams end
	// (browsers reconnect once the server is back).
	stopping := make(chan struct{})
	dash, err := dashboard.New(dashboard.Options{
		Store: st, Log: log, Now: time.Now, Rand: rand.Reader, Prefix: "/dashboard",
		SecureCookies: strings.HasPrefix(base, "https://"), TrustedProxies: proxies, SiteURL: siteURL, APIBase: base,
		Review: review, PreviewURL: previewURL, Git: gitRunner, CodeHosts: hostNames(hosts), Model: o.model, SSO: singleSignOn,
		CheckHost: func(ctx context.Context, p domain.Project) (codehost.Access, error) {
			return checkAccess(ctx, hosts, getenv, p)
		},
		Jobs: jobService, Stop: stopping, Audit: recorder,
	})
	if err != nil {
		return asExit(err)
	}
	apiHandler := api.New(api.Options{
		Store: st, Auth: &auth.Authenticator{Keys: st, Now: time.Now, Log: log}, Log: log, Now: time.Now,
		Jobs: jobService, MaxActive: o.maxActive, TrustedProxies: proxies,
	})
	watcher := runner.NewWatcher(runner.WatcherOptions{Store: st, Hosts: hosts, Env: getenv, Log: log})
	srv := newService(serviceParts{store: st, log: log, api: apiHandler, dashboard: dash, sites: host, siteBase: siteBase,
		hosts: hosts, watcher: watcher, auditRetention: o.auditRetention})

	newServer := func(h http.Handler) *http.Server {
		return &http.Server{
			// Every text answer goes out compressed; a site's files come
			// compressed already (sitehttp) and pass through.
			Handler:           httpcompress.Handler(h),
			ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout:       30 * time.Second,
			// Event streams lift this for themselves.
			WriteTimeout:   60 * time.Second,
			IdleTimeout:    2 * time.Minute,
			MaxHeaderBytes: 64 << 10,
			ErrorLog:       slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		}
	}
	hs, ss := newServer(srv), newServer(srv.SitesHandler())
	// Open event streams end when shutdown begins (clients resume with
	// Last-Event-ID), rather than hold it up until its deadline.
	hs.RegisterOnShutdown(apiHandler.Drain)
	hs.RegisterOnShutdown(func() { close(stopping) })

	sc.printBanner(stdout, base, siteBase, o, first, password)
	if o.ready != nil {
		o.ready(base)
	}
	// The model is in the start line: "why does every job fail with 503"
	// is answered by the first line of the log.
	log.Info("serving", "addr", ln.Addr().String(), "base", base, "site_addr", siteLn.Addr().String(), "site_base", siteBase, "data", o.data,
		"model", cmp.Or(o.model, "none"))

	// Every goroutine serve starts is joined before the site host and the
	// store close, whichever way serve returns.
	runCtx, stop := context.WithCancel(ctx)
	var bg sync.WaitGroup
	defer func() { stop(); bg.Wait(); srv.wait() }()
	bg.Go(func() {
		if err := host.Run(runCtx); err != nil && runCtx.Err() == nil {
			log.Error("site host stopped", "err", err)
		}
	})
	bg.Go(func() {
		if err := agents.run(runCtx, log); err != nil {
			log.Error("job queue", "err", err)
		}
	})
	// Projects and sites changed on any node (or by a command beside
	// this one) reach this node's sites.
	bg.Go(func() {
		if err := host.Follow(runCtx, st, 5*time.Second); err != nil && runCtx.Err() == nil {
			log.Error("follow the projects", "err", err)
		}
	})
	// Pull requests whose hosts send no webhook are asked about.
	if o.poll > 0 {
		bg.Go(func() { watcher.Run(runCtx, o.poll) })
	}
	bg.Go(func() { srv.prune(runCtx, time.Hour) })

	errc := make(chan error, 2)
	bg.Go(func() { errc <- hs.Serve(ln) })
	bg.Go(func() { errc <- ss.Serve(siteLn) })
	var serveErr error
	select {
	case err := <-errc:
		serveErr = fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down")
	shut, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	for _, s := range []*http.Server{hs, ss} {
		wg.Go(func() {
			if err := s.Shutdown(shut); err != nil {
				log.Warn("shutdown", "err", err)
				// Past the deadline: close what is left, so that its
				// handlers end before the store closes.
				s.Close()
			}
		})
	}
	wg.Wait()
	// Running agents keep their work and go back in the queue.
	stop()
	bg.Wait()
	if serveErr != nil {
		return asExit(serveErr)
	}
	return nil
}

// firstRunResult is what a first run created and prints once.
type firstRunResult struct {
	project domain.Project
	key     string
}

// firstRun creates the demo project and an admin key when the service has
// no project yet. It returns nil on later runs.
func (sc *serviceCommands) firstRun(ctx context.Context, st store.Store, runner *git.Runner, data string, log *slog.Logger) (*firstRunResult, error) {
	ps, err := st.Projects(ctx)
	if err != nil {
		return nil, err
	}
	if len(ps) > 0 {
		return nil, nil
	}
	if sc.env.Docs == nil {
		return nil, errors.New("this binary carries no demo documentation")
	}
	dir := filepath.Join(data, "repos", "demo")
	if err := initDemoRepo(ctx, runner, dir, sc.env.Docs); err != nil {
		return nil, fmt.Errorf("create the demo repository: %w", err)
	}
	now := time.Now().UTC()
	p := domain.Project{ID: "demo", Name: "Folio documentation", Repository: dir, Branch: "main", CodeHost: "local", CreatedAt: now, UpdatedAt: now}
	if err := st.CreateProject(ctx, p); err != nil && !errors.Is(err, store.ErrConflict) {
		return nil, fmt.Errorf("create the demo project: %w", err)
	}
	secret, k, err := auth.NewKey(rand.Reader, "admin (first run)", nil, nil, time.Time{}, now)
	if err != nil {
		return nil, err
	}
	if err := st.CreateKey(ctx, k); err != nil {
		return nil, fmt.Errorf("store the admin key: %w", err)
	}
	log.Info("first run: created the demo project and an admin key", "project", p.ID, "key", k.ID)
	return &firstRunResult{project: p, key: secret}, nil
}

// initDemoRepo writes docs into dir as a git repository with one commit
// on main. A repository left by an interrupted first run is reused.
func initDemoRepo(ctx context.Context, runner *git.Runner, dir string, docs fs.FS) error {
	if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
		return nil
	}
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return err
	}
	if err := os.CopyFS(dir, docs); err != nil {
		return fmt.Errorf("copy the documentation: %w", err)
	}
	who := []string{"GIT_AUTHOR_NAME=Folio", "GIT_AUTHOR_EMAIL=folio@localhost", "GIT_COMMITTER_NAME=Folio", "GIT_COMMITTER_EMAIL=folio@localhost"}
	for _, args := range [][]string{
		{"init", "-q", "-b", "main"},
		{"add", "-A"},
		{"commit", "-q", "-m", "Folio documentation"},
	} {
		if _, err := runner.Run(ctx, git.Cmd{Dir: dir, Args: args, Env: who}); err != nil {
			return err
		}
	}
	return nil
}

func (sc *serviceCommands) printBanner(w io.Writer, base, siteBase string, o serveOptions, first *firstRunResult, password string) {
	fmt.Fprintf(w, "Folio is running at %s\n\n", base)
	fmt.Fprintf(w, "  Docs site   %s/\n", siteBase)
	fmt.Fprintf(w, "  Dashboard   %s/dashboard/\n", base)
	fmt.Fprintf(w, "  API         %s/v2/  (description: %s/v2/openapi.json)\n", base, base)
	fmt.Fprintf(w, "  Data        %s\n", o.data)
	if o.model != "" {
		fmt.Fprintf(w, "  Model       %s (projects may set their own)\n", o.model)
	}
	if password != "" {
		owner, _ := auth.NormalizeEmail(cmp.Or(o.adminEmail, auth.FirstOwner))
		fmt.Fprintf(w, "\nDashboard sign-in (shown once; change the password on the dashboard's account page):\n  user      %s\n  password  %s\n", owner, password)
	}
	if first != nil {
		fmt.Fprintf(w, "\nAdmin API key (shown once; stored only as a hash):\n  %s\n", first.key)
		fmt.Fprintf(w, "\nStart an agent job on the %s project:\n", first.project.ID)
		fmt.Fprintf(w, "  curl -X POST %s/v2/agent/%s/job \\\n    -H 'Authorization: Bearer %s' \\\n    -H 'Content-Type: application/json' \\\n    -d '{\"prompt\":\"Add a troubleshooting page to the guides\"}'\n",
			base, first.project.ID, first.key)
	}
	if o.model == "" {
		fmt.Fprintf(w, "\nNo model is configured: job requests answer 503 until serve runs with --model\n(openai:MODEL, anthropic:MODEL or script:FILE) or FOLIO_MODEL, or a project\nsets its own (folio project set PROJECT --model MODEL).\n")
	}
	fmt.Fprintln(w)
}

// displayAddr is a listening address as a person would type it.
func displayAddr(addr *net.TCPAddr) string {
	if addr.IP == nil || addr.IP.IsUnspecified() || addr.IP.IsLoopback() && addr.IP.To4() != nil {
		return fmt.Sprintf("localhost:%d", addr.Port)
	}
	return addr.String()
}

// serviceLogger logs as text on a terminal and as JSON otherwise.
func (sc *serviceCommands) serviceLogger(w io.Writer, format string) (*slog.Logger, error) {
	switch format {
	case "auto":
		if sc.terminal(w) {
			format = "text"
		} else {
			format = "json"
		}
	case "text", "json":
	default:
		return nil, usageError("--log-format must be text, json or auto, not %q", format)
	}
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return slog.New(slog.NewTextHandler(w, opts)), nil
}

// parseProxies reads --trusted-proxy values: addresses (a range of one)
// or CIDR ranges.
func parseProxies(vals []string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, v := range vals {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		if p, err := netip.ParsePrefix(v); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(v)
		if err != nil {
			return nil, usageError("--trusted-proxy %q: want an IP address or a CIDR range such as 10.0.0.0/8", v)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

// separateOrigins refuses a configuration in which the docs sites, or a
// preview, would share an origin with the dashboard: their pages run
// what a repository or an agent wrote, which could then act with a
// signed-in person's authority.
func separateOrigins(base, siteBase, previewHost string) error {
	app, err := origin(base)
	if err != nil {
		return fmt.Errorf("--base-url %q: %v", base, err)
	}
	sites, err := origin(siteBase)
	if err != nil {
		return fmt.Errorf("--site-url %q: %v", siteBase, err)
	}
	if app == sites {
		return fmt.Errorf("--site-url %s is the dashboard's origin (--base-url %s): docs pages run their own scripts, so the sites need an origin of their own (another host name or port)", siteBase, base)
	}
	if previewHost != "" {
		u, _ := url.Parse(base)
		suffix := strings.TrimPrefix(strings.ToLower(previewHost), "*")
		if h, _, err := net.SplitHostPort(suffix); err == nil {
			suffix = h
		}
		if strings.HasSuffix("."+strings.ToLower(u.Hostname()), suffix) {
			return fmt.Errorf("--preview-host %s covers the dashboard's host %s: give previews a domain of their own", previewHost, u.Hostname())
		}
	}
	return nil
}

// origin is a URL's scheme, host and port, the port made explicit.
func origin(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", errors.New("want an http:// or https:// URL")
	}
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[u.Scheme]
	}
	return u.Scheme + "://" + strings.ToLower(u.Hostname()) + ":" + port, nil
}

// codeHosts are the code hosts a project may name: the built-in review
// and the remote ones.
func codeHosts(review codehost.Host, log *slog.Logger) map[string]codehost.Host {
	return map[string]codehost.Host{
		local.Name:  review,
		github.Name: github.New(github.Options{Log: log}),
		gitlab.Name: gitlab.New(gitlab.Options{Log: log}),
		gitea.Name:  gitea.New(gitea.Options{Log: log}),
	}
}

// gitCredentials are what the site host fetches a project's repository
// with: its code host's, as a job's workspace gets them.
func gitCredentials(hosts map[string]codehost.Host, getenv func(string) string) func(context.Context, domain.Project) (git.Credentials, error) {
	return func(ctx context.Context, p domain.Project) (git.Credentials, error) {
		repo, err := runner.RepoOf(p, getenv, os.ReadFile)
		if err != nil {
			return git.Credentials{}, err
		}
		if a, ok := hosts[p.CodeHost].(codehost.Authenticator); ok {
			return a.GitCredentials(ctx, repo)
		}
		return git.Credentials{Token: repo.Token}, nil
	}
}

// hostNames are the code hosts' names, the built-in review first.
func hostNames(hosts map[string]codehost.Host) []string {
	names := []string{local.Name}
	for _, n := range slices.Sorted(maps.Keys(hosts)) {
		if n != local.Name {
			names = append(names, n)
		}
	}
	return names
}
