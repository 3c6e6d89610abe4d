// Federation needs an async boundary before any shared module is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
