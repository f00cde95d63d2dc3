package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/devserver"
	"github.com/foliodocs/folio/internal/httpcompress"
	"github.com/foliodocs/folio/internal/playproxy"
	"github.com/foliodocs/folio/internal/sitehttp"
)

func (dc *docsCommands) devCommand() *cobra.Command {
	var af addrFlags
	var host string
	var allowPrivate, verbose bool
	cmd := &cobra.Command{
		Use:   "dev [DIR]",
		Short: "Serve the docs site locally and rebuild it on every change",
		Example: `  folio dev
  folio dev docs --port 4000
  folio dev docs --addr 0.0.0.0:3000`,
		Long: `Dev builds the docs folder DIR (default: the current folder) in memory, serves
it at http://localhost:3000 (--addr, or --port), and rebuilds it whenever a file changes:
pages, snippets, docs.json and the files it includes, OpenAPI specifications
and images. Open pages reload by themselves. Errors show in the terminal and
over the page, which keeps its last good version until they are fixed; a page
that never built without errors shows its errors instead.

The site is served as soon as its navigation is resolved: a page is made when
it is first asked for, and every page is checked in the background. The
terminal shows, once they are, how many diagnostics of each code
there are and every error in full (--verbose: every diagnostic), then after
each change only what changed: new diagnostics in full, fixed ones a line
each, and the pages written again.

OpenAPI specifications docs.json gives by URL are fetched, and a copy is kept
in the user's cache folder for when the network is not there. The "Try it"
playground of API pages sends through dev's proxy (api.playground.proxy),
which reaches only public addresses unless --playground-allow-private lets it
reach an API on this machine or network.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx := cmd.Context()
			root, err := config.FindRoot(dirArg(args))
			if err != nil {
				return usageError("%v", err)
			}
			w := cmd.OutOrStdout()
			srv, err := devserver.New(root, devserver.Options{
				Log:      dc.log,
				Modified: gitModified(ctx, root),
				Fetcher:  dc.localFetcher(time.Minute),
				Playground: playproxy.New(playproxy.Options{AllowPrivate: allowPrivate, Log: dc.log,
					PrivateHint: "start folio dev with --playground-allow-private to allow it"}),
				Report: (&devReport{w: w, color: dc.color(w), verbose: verbose, now: time.Now}).report,
			})
			if err != nil {
				return &exitError{code: ExitUsage, err: err}
			}
			if cmd.Flags().Changed("host") {
				_, port, _ := net.SplitHostPort(af.addr)
				af.addr = net.JoinHostPort(host, port)
			}
			listenAddr, err := af.resolve(cmd.Flags())
			if err != nil {
				return err
			}
			ln, err := listen(listenAddr, nextPortHint(listenAddr)+" or --addr HOST:PORT")
			if err != nil {
				return err
			}
			host, _, _ = net.SplitHostPort(listenAddr)
			addr := ln.Addr().(*net.TCPAddr)
			shown := host
			if shown == "" || shown == "0.0.0.0" || shown == "127.0.0.1" {
				shown = "localhost"
			}
			// The site is served while it builds: a page is made when it
			// is first asked for, and the server answers once the
			// navigation is resolved.
			fmt.Fprintf(w, "serving %s at http://%s:%d (Ctrl-C to stop)\n", displayOr(root), shown, addr.Port)
			hs := &http.Server{Handler: httpcompress.Handler(sitehttp.Protect(srv)), ReadHeaderTimeout: 10 * time.Second}
			runCtx, stop := context.WithCancel(ctx)
			defer stop()
			var wg sync.WaitGroup
			wg.Go(func() {
				if err := srv.Watch(runCtx); err != nil {
					dc.log.Error("watch", "err", err)
				}
			})
			var buildErr error
			wg.Go(func() {
				if buildErr = srv.Build(runCtx); buildErr != nil && runCtx.Err() == nil {
					stop() // the docs folder cannot be read: nothing to serve
				}
			})
			wg.Go(func() {
				<-runCtx.Done()
				shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
				defer cancel()
				hs.Shutdown(shut)
			})
			err = hs.Serve(ln)
			stop()
			wg.Wait()
			if buildErr != nil && ctx.Err() == nil {
				return &exitError{code: ExitUsage, err: buildErr}
			}
			if err != nil && !errors.Is(err, http.ErrServerClosed) {
				return &exitError{code: ExitUsage, err: err}
			}
			return nil
		},
	}
	af.add(cmd.Flags(), "127.0.0.1:3000", "the site")
	cmd.Flags().StringVar(&host, "host", "127.0.0.1", "the host to listen on (0.0.0.0 for every interface); --addr says it with the port")
	cmd.Flags().BoolVar(&verbose, "verbose", false, "print every diagnostic of the first build, not a count per code")
	cmd.Flags().BoolVar(&allowPrivate, "playground-allow-private", false, "let the API playground's proxy reach loopback, private and link-local addresses (an API on this machine or network)")
	return cmd
}

func displayOr(root string) string {
	if d := displayDir(root); d != "" {
		return d
	}
	return "."
}
