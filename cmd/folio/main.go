// Command folio builds, serves and checks documentation sites.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/foliodocs/folio"
	"github.com/foliodocs/folio/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := cli.Main(ctx, os.Args[1:], cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Environ: os.Environ(), Docs: folio.Docs()})
	stop()
	os.Exit(code)
}
